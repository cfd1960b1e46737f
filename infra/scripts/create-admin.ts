/**
 * `npm run admin:create -- <stage> <username> <email>`: adds an administrator to the admin
 * user pool of a deployed stage with a permanent password typed at a prompt. No MFA is set
 * for the account, so its first sign-in on /admin sets up an authenticator app after the
 * password (a QR code, then a code from the app); later sign-ins ask for its code.
 *
 * Uses the operator's AWS credentials. The region is the stage file's, and the pool is
 * the one in that region's data stack outputs, so it always matches what
 * `npm run deploy -- <stage>` deployed.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { ROLE_GROUPS } from '@lab/shared/api/routes';
import { temporaryPassword } from '../src/admin/account-commands';
import { stageUserPool } from '../src/deploy/deployed-state';

const args = z
  .tuple([
    z.string().min(1, 'stage: the name of a file in infra/stages, e.g. production'),
    z.string().regex(/^[\w.@+-]{1,128}$/, 'username: letters, digits and . _ @ + - only'),
    z.email('email: a valid e-mail address'),
  ])
  .safeParse(process.argv.slice(2));
if (!args.success) {
  console.error('Usage: npm run admin:create -- <stage> <username> <email>');
  console.error(args.error.issues.map((issue) => issue.message).join('\n'));
  process.exit(2);
}
const [stage, username, email] = args.data;

/** Reads a line without echoing it. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY)
    throw new Error('Run this in a terminal, or set ADMIN_PASSWORD for automation.');
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('Cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function password(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const first = await askHidden(
    `Password for ${username} (14+ characters, upper, lower, digit, symbol): `,
  );
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

async function main(): Promise<void> {
  const { region, poolId } = await stageUserPool(stage);
  const secret = await password();
  const cognito = new CognitoIdentityProviderClient({ region });
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: username,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
        // No invitation e-mail: the password is set right below. The temporary one is
        // random and never shown.
        MessageAction: 'SUPPRESS',
        TemporaryPassword: temporaryPassword(),
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'UsernameExistsException') throw error;
    console.log(`${username} already exists: setting the new password.`);
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: poolId,
      Username: username,
      Password: secret,
      Permanent: true,
    }),
  );
  // An administrator: the account an operator makes is the one that runs the laboratory's
  // desk (npm run admin:role makes one staff).
  await cognito.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: poolId,
      Username: username,
      GroupName: ROLE_GROUPS.administrator,
    }),
  );
  console.log(
    `${username} (administrator) can now sign in at /admin, and sets up an authenticator app then.`,
  );
}

main().catch((error: unknown) => {
  const name = (error as Error).name;
  console.error(
    name === 'InvalidPasswordException'
      ? `Cognito refused the password: ${(error as Error).message}`
      : (error as Error).message,
  );
  process.exit(1);
});
