/**
 * `npm run admin:code`: the local admin's current authenticator code, for signing in on
 * `npm start` without an authenticator app. Reads the secret the local stack enrolled
 * (under DATA_DIR, as `npm start` uses it).
 */
import { readAdminSecret } from './admin-secret';
import { localConfigSchema } from './config';
import { currentCode } from './totp';

const secret = readAdminSecret(localConfigSchema.parse(process.env).DATA_DIR);
if (!secret) {
  console.error('The local admin has no authenticator yet: run `npm start` once first.');
  process.exit(1);
}
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${currentCode(secret)}  (valid for ${secondsLeft} more seconds)`);
