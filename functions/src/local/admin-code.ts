/**
 * `npm run admin:code [-- <username>]`: an authenticator code of a local account (the
 * administrator `admin` by default, or `staff`) not handed out before (the sign-in accepts
 * each code once), for signing in on `npm start` without an authenticator app. Reads the
 * secret the local stack enrolled (under DATA_DIR, as `npm start` uses it).
 */
import { readAccountSecret } from './admin-secret';
import { localConfigSchema } from './config';
import { unusedCode } from './unused-code';

const username = process.argv[2] ?? 'admin';
const secret = readAccountSecret(localConfigSchema.parse(process.env).DATA_DIR, username);
if (!secret) {
  console.error(
    `The local account ${username} has no authenticator yet: run \`npm start\` once first.`,
  );
  process.exit(1);
}
console.log(`${await unusedCode(secret)}  (valid for about a minute)`);
