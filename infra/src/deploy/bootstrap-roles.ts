/**
 * The CDK bootstrap roles (`cdk bootstrap` creates them in each account and region), which
 * the release pipeline's role may assume and nothing more: the CDK CLI deploys through
 * them, and the deploy script reads the stacks through the lookup role.
 */
import { AssumeRoleCommand, type STSClient } from '@aws-sdk/client-sts';

/** The bootstrap qualifier: CDK's default, which `cdk bootstrap` uses unless told otherwise. */
export const CDK_QUALIFIER = 'hnb659fds';

/** The name pattern every bootstrap role of the default qualifier matches. */
export const BOOTSTRAP_ROLE_NAMES = `cdk-${CDK_QUALIFIER}-*`;

/**
 * One bootstrap role's ARN: `lookup` may read every resource (AWS's ReadOnlyAccess, less
 * KMS decryption); `deploy` creates, updates and deletes the stacks through CloudFormation.
 */
export function bootstrapRoleArn(
  kind: 'lookup' | 'deploy',
  account: string,
  region: string,
): string {
  return `arn:aws:iam::${account}:role/cdk-${CDK_QUALIFIER}-${kind}-role-${account}-${region}`;
}

/** What an SDK client's `credentials` option takes: a function that gives them, fresh. */
export type CredentialsProvider = () => Promise<{
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}>;

/**
 * Credentials of an assumed role, renewed a minute before they expire.
 * @param sts a client with the caller's own credentials
 */
export function assumedRole(sts: Pick<STSClient, 'send'>, roleArn: string): CredentialsProvider {
  return async () => {
    const { Credentials: c } = await sts.send(
      new AssumeRoleCommand({ RoleArn: roleArn, RoleSessionName: 'lab-deploy' }),
    );
    if (!c?.AccessKeyId || !c.SecretAccessKey) throw new Error(`${roleArn} gave no credentials`);
    return {
      accessKeyId: c.AccessKeyId,
      secretAccessKey: c.SecretAccessKey,
      sessionToken: c.SessionToken,
      expiration: c.Expiration && new Date(c.Expiration.getTime() - 60_000),
    };
  };
}
