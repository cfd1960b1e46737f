import { Stack, Token, Validations } from 'aws-cdk-lib';
import {
  OidcProviderNative,
  PolicyStatement,
  Role,
  WebIdentityPrincipal,
  type IOidcProvider,
} from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { BOOTSTRAP_ROLE_NAMES } from '../deploy/bootstrap-roles';

/** GitHub Actions' OIDC issuer: the host of its tokens and the prefix of their claims. */
export const GITHUB_OIDC_HOST = 'token.actions.githubusercontent.com';

/** The audience configure-aws-credentials asks GitHub to put in the token. */
const STS_AUDIENCE = 'sts.amazonaws.com';

export interface GitHubDeployRoleProps {
  /** `owner/name` of the GitHub repository whose deploy workflow assumes the role. */
  readonly repository: string;
  /** The GitHub environments (one per stage) whose jobs may assume it. */
  readonly environments: readonly string[];
  /**
   * The account's GitHub OIDC provider, when it already has one (IAM allows one per issuer).
   * @default a new provider for token.actions.githubusercontent.com
   */
  readonly provider?: IOidcProvider;
}

/**
 * The role the release pipeline (.github/workflows/deploy.yml) assumes with GitHub's OIDC
 * token, so no AWS key is stored anywhere. Only a job of this repository running in one of
 * these environments gets it (the token's `sub` is `repo:<owner/name>:environment:<env>`),
 * and all it may do is assume the CDK bootstrap roles, through which the CDK CLI deploys and
 * the deploy script reads the stacks.
 */
export class GitHubDeployRole extends Construct {
  public readonly role: Role;

  constructor(scope: Construct, id: string, props: GitHubDeployRoleProps) {
    super(scope, id);
    if (!/^[\w.-]+\/[\w.-]+$/.test(props.repository)) {
      throw new Error(`repository must be owner/name, not "${props.repository}"`);
    }
    if (props.environments.length === 0) throw new Error('name at least one environment');
    const provider =
      props.provider ??
      new OidcProviderNative(this, 'Provider', {
        url: `https://${GITHUB_OIDC_HOST}`,
        clientIds: [STS_AUDIENCE],
      });
    this.role = new Role(this, 'Role', {
      description: `Deploys from ${props.repository} (GitHub environments ${props.environments.join(', ')})`,
      assumedBy: new WebIdentityPrincipal(provider.oidcProviderArn, {
        StringEquals: {
          [`${GITHUB_OIDC_HOST}:aud`]: STS_AUDIENCE,
          [`${GITHUB_OIDC_HOST}:sub`]: props.environments.map(
            (environment) => `repo:${props.repository}:environment:${environment}`,
          ),
        },
      }),
    });
    const stack = Stack.of(this);
    this.role.addToPolicy(
      new PolicyStatement({
        actions: ['sts:AssumeRole'],
        resources: [`arn:${stack.partition}:iam::${stack.account}:role/${BOOTSTRAP_ROLE_NAMES}`],
      }),
    );
    // cdk-nag names the account as the template has it: a placeholder until it is known.
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:iam::${account}:role/${BOOTSTRAP_ROLE_NAMES}]`,
      reason:
        'The CDK bootstrap roles (deploy, file publishing, lookup) have one name per region, all with this prefix: assuming them is all the pipeline may do.',
    });
  }
}
