/**
 * `npm run admin:reset-mfa -- <stage> <username>`: after a lost phone, the account's next
 * sign-in sets up a new authenticator (after its password); its sessions end now.
 * `npm run admin:disable -- <stage> <username>`: the account can no longer sign in; its
 * sessions end now.
 *
 * Uses the operator's AWS credentials, with the stage's region and user pool as
 * `admin:create` does.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { ACCOUNT_ACTIONS, accountCommands } from '../src/admin/account-commands';
import { describeStack, userPoolIdOf } from '../src/deploy/deployed-state';
import { STACK_NAMES } from '../src/stack-names';
import { readStage } from '../src/stages';

const args = z
  .tuple([
    z.enum(ACCOUNT_ACTIONS),
    z.string().min(1, 'stage: the name of a file in infra/stages, e.g. production'),
    z.string().regex(/^[\w.@+-]{1,128}$/, 'username: letters, digits and . _ @ + - only'),
  ])
  .safeParse(process.argv.slice(2));
if (!args.success) {
  console.error('Usage: npm run admin:reset-mfa -- <stage> <username>');
  console.error('       npm run admin:disable -- <stage> <username>');
  console.error(args.error.issues.map((issue) => issue.message).join('\n'));
  process.exit(2);
}
const [action, stage, username] = args.data;

async function main(): Promise<void> {
  const { region } = readStage(stage);
  const poolId = userPoolIdOf(stage, region, await describeStack(region, STACK_NAMES.data));
  const cognito = new CognitoIdentityProviderClient({ region });
  for (const command of accountCommands(action, poolId, username)) {
    // One at a time: the sign-out comes after the change it makes final.
    await cognito.send(command as never);
  }
  console.log(
    action === 'disable'
      ? `${username} is disabled and signed out everywhere.`
      : `${username} is signed out everywhere and sets up a new authenticator at the next sign-in.`,
  );
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
