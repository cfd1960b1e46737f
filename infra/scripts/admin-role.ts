/**
 * `npm run admin:role -- <stage> <username> <administrator|staff>`: gives an account its
 * role (ROLE_GROUPS: the Cognito group every admin route checks in the access token), taking
 * it out of the other role's group, and signs it out of Cognito so its next sign-in carries
 * the new role. Run once per existing account when deploying the release that brought
 * roles: until then its tokens carry no role, and every admin route answers 403. Uses the
 * operator's AWS credentials, with the stage's region and user pool as `admin:create` does.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { STAFF_ROLES } from '@lab/shared/api/routes';
import { roleCommands } from '../src/admin/account-commands';
import { stageUserPool } from '../src/deploy/deployed-state';

const args = z
  .tuple([
    z.string().min(1, 'stage: the name of a file in infra/stages, e.g. production'),
    z.string().regex(/^[\w.@+-]{1,128}$/, 'username: letters, digits and . _ @ + - only'),
    z.enum(STAFF_ROLES),
  ])
  .safeParse(process.argv.slice(2));
if (!args.success) {
  console.error('Usage: npm run admin:role -- <stage> <username> <administrator|staff>');
  console.error(args.error.issues.map((issue) => issue.message).join('\n'));
  process.exit(2);
}
const [stage, username, role] = args.data;

async function main(): Promise<void> {
  const { region, poolId } = await stageUserPool(stage);
  const cognito = new CognitoIdentityProviderClient({ region });
  // One at a time: into the new group first, so the account is never left with no role.
  for (const command of roleCommands(role, poolId, username)) {
    await cognito.send(command as never);
  }
  console.log(
    `${username} is now ${role === 'administrator' ? 'an administrator' : 'staff'}. Access tokens already issued keep their role until they expire (at most an hour); the next sign-in carries the new one.`,
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
