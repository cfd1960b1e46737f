/**
 * `npm run admin:code`: the local admin's current authenticator code, for signing in on
 * `npm start` without an authenticator app. Reads the secret the local stack enrolled
 * (under DATA_DIR, as `npm start` uses it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { adminSecretFile } from './bootstrap';
import { localConfigSchema } from './config';
import { cognitoDirOf } from './stand-ins';
import { currentCode } from './totp';

const file = adminSecretFile(cognitoDirOf(localConfigSchema.parse(process.env).DATA_DIR));
if (!existsSync(file)) {
  console.error(`No local admin authenticator yet (${file}): run \`npm start\` once first.`);
  process.exit(1);
}
const secret = readFileSync(file, 'utf8').trim();
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${currentCode(secret)}  (valid for ${secondsLeft} more seconds)`);
