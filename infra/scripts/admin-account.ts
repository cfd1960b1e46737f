/**
 * `npm run admin:reset-mfa -- <stage> <username>`: after a lost phone, the account's next
 * sign-in sets up a new authenticator (after its password); its sessions end now.
 * `npm run admin:reset-password -- <stage> <username>`: prints a temporary password to
 * pass on; the next sign-in with it chooses a new password; its sessions end now.
 * `npm run admin:disable -- <stage> <username>`: the account can no longer sign in; its
 * sessions end now.
 *
 * Uses the operator's AWS credentials, with the stage's region and user pool as
 * `admin:create` does. Each action is recorded in the stage's audit trail, with the
 * operator's AWS identity as the actor (the credentials need dynamodb:PutItem on it).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import * as z from 'zod';
import {
  ACCOUNT_ACTIONS,
  accountAuditEntry,
  accountCommands,
  auditPutCommand,
  temporaryPassword,
} from '../src/admin/account-commands';
import { stackOutput, stageUserPool } from '../src/deploy/deployed-state';
import { AUDIT_TABLE_OUTPUT } from '../src/stacks/data-stack';

const args = z
  .tuple([
    z.enum(ACCOUNT_ACTIONS),
    z.string().min(1, 'stage: the name of a file in infra/stages, e.g. production'),
    z.string().regex(/^[\w.@+-]{1,128}$/, 'username: letters, digits and . _ @ + - only'),
  ])
  .safeParse(process.argv.slice(2));
if (!args.success) {
  console.error('Usage: npm run admin:reset-mfa -- <stage> <username>');
  console.error('       npm run admin:reset-password -- <stage> <username>');
  console.error('       npm run admin:disable -- <stage> <username>');
  console.error(args.error.issues.map((issue) => issue.message).join('\n'));
  process.exit(2);
}
const [action, stage, username] = args.data;

/** Records the action in the stage's audit trail; a data stack without one is said so. */
async function record(
  region: string,
  dataStackName: string,
  auditTable: string | undefined,
  requestId: string,
) {
  if (!auditTable) {
    console.error(
      `Not recorded in the audit trail: the ${dataStackName} stack has no ${AUDIT_TABLE_OUTPUT} output yet (deploy stage ${stage}).`,
    );
    process.exitCode = 1;
    return;
  }
  const { Arn } = await new STSClient({ region }).send(new GetCallerIdentityCommand({}));
  const now = Date.now();
  const entry = accountAuditEntry(action, {
    id: monotonicFactory()(now),
    at: new Date(now).toISOString(),
    actor: Arn ?? 'unknown AWS identity',
    target: username,
    requestId,
  });
  const dynamodb = DynamoDBDocumentClient.from(new DynamoDBClient({ region }));
  await dynamodb.send(auditPutCommand(auditTable, entry));
  console.log(`Recorded in the audit trail as ${entry.event} by ${entry.actor}.`);
}

async function main(): Promise<void> {
  const { region, poolId, data, dataStackName } = await stageUserPool(stage);
  const cognito = new CognitoIdentityProviderClient({ region });
  let requestId = '';
  const password = temporaryPassword();
  for (const command of accountCommands(action, poolId, username, {
    temporaryPassword: password,
  })) {
    // One at a time: the sign-out comes after the change it makes final.
    const { $metadata } = await cognito.send(command as never);
    // The change's own request id (the first call): CloudTrail has it too.
    requestId ||= ($metadata as { requestId?: string }).requestId ?? '';
  }
  console.log(
    {
      disable: `${username} is disabled and signed out everywhere.`,
      'reset-mfa': `${username} is signed out everywhere and sets up a new authenticator at the next sign-in.`,
      'reset-password': `${username} is signed out everywhere. Pass on this temporary password (valid 3 days); the next sign-in with it chooses a new one:\n  ${password}`,
    }[action],
  );
  // Done first: a lost phone or a leaving employee must not wait for the record. A record
  // that fails says so and makes the command fail.
  try {
    await record(
      region,
      dataStackName,
      stackOutput(data, AUDIT_TABLE_OUTPUT),
      requestId || 'unknown',
    );
  } catch (error) {
    console.error(`Done, but not recorded in the audit trail: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  const name = (error as Error).name;
  console.error(
    name === 'UserNotFoundException'
      ? `No user ${username} in ${stage}.`
      : (error as Error).message,
  );
  process.exit(1);
});
