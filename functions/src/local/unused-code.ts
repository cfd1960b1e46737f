import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOTP_PARAMETERS } from '@lab/shared/constants/sign-in';
import { currentCode } from './totp';

/** Where the codes handed out are marked, shared by every process on the machine. */
const CLAIMS_DIR = join(tmpdir(), 'lab-totp-claims');
const STEP_MS = TOTP_PARAMETERS.periodSeconds * 1000;

/**
 * An authenticator code for `secret` that no process on this machine has been given yet.
 * The sign-in accepts a code once per username, and the tests and scripts that sign in as
 * the one local admin run in parallel, so each takes a code of its own: the current step's,
 * else the next one's, else (in the step's first half) the previous one's (cognito-local,
 * like Cognito, accepts a code one step either side), each claimed by creating a marker
 * file (`wx`: one process wins). When those are taken it waits for the next step, as a
 * person would.
 */
export async function unusedCode(secret: string, now: () => number = Date.now): Promise<string> {
  const prefix = createHash('sha256').update(secret).digest('hex').slice(0, 16);
  mkdirSync(CLAIMS_DIR, { recursive: true });
  for (;;) {
    const step = Math.floor(now() / STEP_MS);
    forgetOldClaims(prefix, step);
    // The previous step's code passes only until this step ends: handed out late in the
    // step, it expired before a busy machine's browser sent it.
    const late = (step + 1) * STEP_MS - now() < STEP_MS / 2;
    for (const candidate of late ? [step, step + 1] : [step, step + 1, step - 1]) {
      try {
        writeFileSync(join(CLAIMS_DIR, `${prefix}-${candidate}`), '', { flag: 'wx' });
        return currentCode(secret, candidate * STEP_MS);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - now() + 50));
  }
}

/** Removes this secret's markers of steps no sign-in accepts any more. */
function forgetOldClaims(prefix: string, step: number): void {
  for (const name of readdirSync(CLAIMS_DIR)) {
    const [owner, claimed] = name.split('-');
    if (owner === prefix && Number(claimed) < step - 2) {
      rmSync(join(CLAIMS_DIR, name), { force: true });
    }
  }
}
