import { App, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { GitHubDeployRole } from '../src/constructs/github-deploy-role';

function template(environments = ['production']) {
  const app = new App();
  const stack = new Stack(app, 'LabGitHubDeploy', {
    env: { account: '210987654321', region: 'ca-central-1' },
  });
  new GitHubDeployRole(stack, 'GitHubDeploy', { repository: 'prairie-lab/site', environments });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  app.synth();
  return Template.fromStack(stack);
}

const only = <T>(record: Record<string, T>): T => {
  const values = Object.values(record);
  expect(values).toHaveLength(1);
  return values[0]!;
};

describe('the GitHub deploy role', () => {
  it('trusts only GitHub tokens of this repository in the named environments, for STS', () => {
    const role = only(template(['production', 'staging']).findResources('AWS::IAM::Role'));
    const trust = (
      role.Properties as {
        AssumeRolePolicyDocument: { Statement: Record<string, unknown>[] };
      }
    ).AssumeRolePolicyDocument.Statement;
    expect(trust).toHaveLength(1);
    expect(trust[0]).toMatchObject({
      Action: 'sts:AssumeRoleWithWebIdentity',
      Effect: 'Allow',
      Condition: {
        StringEquals: {
          'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
          'token.actions.githubusercontent.com:sub': [
            'repo:prairie-lab/site:environment:production',
            'repo:prairie-lab/site:environment:staging',
          ],
        },
      },
    });
    // No StringLike: a wildcard in sub would let any branch or workflow of the repository in.
    expect(Object.keys(trust[0]!.Condition as object)).toEqual(['StringEquals']);
  });

  it('may only assume the CDK bootstrap roles of its own account', () => {
    const t = template();
    const policy = only(t.findResources('AWS::IAM::Policy'));
    const statements = (
      policy.Properties as { PolicyDocument: { Statement: Record<string, unknown>[] } }
    ).PolicyDocument.Statement;
    expect(statements).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Resource: {
          'Fn::Join': [
            '',
            ['arn:', { Ref: 'AWS::Partition' }, ':iam::210987654321:role/cdk-hnb659fds-*'],
          ],
        },
      },
    ]);
    expect(t.findResources('AWS::IAM::ManagedPolicy')).toEqual({});
    const role = only(t.findResources('AWS::IAM::Role'));
    expect((role.Properties as Record<string, unknown>).ManagedPolicyArns).toBeUndefined();
  });

  it('creates the OIDC provider for GitHub with STS as its audience', () => {
    template().hasResourceProperties('AWS::IAM::OIDCProvider', {
      Url: 'https://token.actions.githubusercontent.com',
      ClientIdList: ['sts.amazonaws.com'],
    });
  });

  it('refuses a repository that is not owner/name', () => {
    const stack = new Stack(new App(), 'S');
    expect(
      () => new GitHubDeployRole(stack, 'R', { repository: 'site', environments: ['production'] }),
    ).toThrow(/owner\/name/);
  });
});
