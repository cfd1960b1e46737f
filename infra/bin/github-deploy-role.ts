/**
 * A CDK app of one stack, `LabGitHubDeploy`: the role the release pipeline assumes through
 * GitHub's OIDC (see GitHubDeployRole). Deployed once per account, by an administrator:
 *
 *   npx cdk deploy -a "npx tsx infra/bin/github-deploy-role.ts" \
 *     -c repository=<owner/name> -c environments=production[,staging] [-c oidcProviderArn=<arn>]
 *
 * docs/operations/deploy.md (Releases from the pipeline).
 */
import { App, CfnOutput, Stack, Validations } from 'aws-cdk-lib';
import { OidcProviderNative } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import { GitHubDeployRole } from '../src/constructs/github-deploy-role';

const app = new App();
const context = (key: string) => app.node.tryGetContext(key) as string | undefined;
const repository = context('repository');
const environments = (context('environments') ?? '').split(',').filter(Boolean);
if (!repository || environments.length === 0) {
  console.error('Pass -c repository=<owner/name> -c environments=<stage>[,<stage>…]');
  process.exit(1);
}
const stack = new Stack(app, 'LabGitHubDeploy', {
  description: 'Laboratory website: the role GitHub Actions deploys with (OIDC, no stored keys)',
});
const providerArn = context('oidcProviderArn');
const { role } = new GitHubDeployRole(stack, 'GitHubDeploy', {
  repository,
  environments,
  provider: providerArn
    ? OidcProviderNative.fromOidcProviderArn(stack, 'Provider', providerArn)
    : undefined,
});
new CfnOutput(stack, 'RoleArn', {
  description: 'The AWS_DEPLOY_ROLE_ARN variable of each GitHub environment',
  value: role.roleArn,
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
