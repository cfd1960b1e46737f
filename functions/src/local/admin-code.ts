/**
 * `npm run admin:code`: an authenticator code of the local admin not handed out before (the
 * sign-in accepts each code once), for signing in on `npm start` without an authenticator
 * app. Reads the secret the local stack enrolled (under DATA_DIR, as `npm start` uses it).
 */
import { readAdminSecret } from './admin-secret';
import { localConfigSchema } from './config';
import { unusedCode } from './unused-code';

const secret = readAdminSecret(localConfigSchema.parse(process.env).DATA_DIR);
if (!secret) {
  console.error('The local admin has no authenticator yet: run `npm start` once first.');
  process.exit(1);
}
console.log(`${await unusedCode(secret)}  (valid for about a minute)`);
