import { fixedSecretValues } from '../../src/lib/auth/secret-values';
import type { SessionStore } from '../../src/lib/auth/session-store';
import { tokenSessionId } from '../../src/lib/auth/session-store';
import type { SignInDeps } from '../../src/lib/auth/sign-in';
import { signInGuard, type SignInGuard } from '../../src/lib/auth/sign-in-guard';
import type { UsedOnceStore } from '../../src/lib/auth/used-once';
import { memoryLockoutStore } from './memory-lockout-store';

/**
 * What a fake answers one Cognito command with: a result, or an error name to throw (with
 * its message, else the name).
 */
export type FakeAnswer = Record<string, unknown> | { error: string; message?: string };

/**
 * A Cognito client for unit tests: answers each command by its name (`InitiateAuth`,
 * `RespondToAuthChallenge`...) and records every call with its input.
 */
export function fakeCognito(answers: Record<string, FakeAnswer | FakeAnswer[]>) {
  const calls: { command: string; input: Record<string, unknown> }[] = [];
  const queues = new Map(
    Object.entries(answers).map(([name, a]) => [name, Array.isArray(a) ? [...a] : [a]]),
  );
  const send = async (cmd: { constructor: { name: string }; input: Record<string, unknown> }) => {
    const command = cmd.constructor.name.replace(/Command$/, '');
    calls.push({ command, input: cmd.input });
    const queue = queues.get(command);
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!answer) throw new Error(`Unexpected ${command}`);
    if ('error' in answer && typeof answer.error === 'string') {
      const message = typeof answer.message === 'string' ? answer.message : answer.error;
      throw Object.assign(new Error(message), { name: answer.error });
    }
    return answer;
  };
  return { send: send as never as SignInDeps['cognito']['send'], calls };
}

/** The sign-in handle key of `fakeSignInDeps`. */
export const FAKE_HANDLE_KEY = 'a-test-secret-of-enough-length';

/** What is used once, in memory (expiry is not modelled: a unit test is shorter). */
export function memoryUsedOnce(): UsedOnceStore & { keys: Set<string> } {
  const keys = new Set<string>();
  return {
    keys,
    claim: async (key) => {
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    },
  };
}

/** Recorded sessions, in memory: the session ids the sign-in released tokens for. */
export function memorySessions(
  disabled: readonly string[] = [],
): Pick<SessionStore, 'record' | 'isDisabled'> & { recorded: string[] } {
  const recorded: string[] = [];
  return {
    recorded,
    isDisabled: async (sub) => disabled.includes(sub),
    record: async (claims) => {
      const id = tokenSessionId(claims);
      if (recorded.includes(id)) return false;
      recorded.push(id);
      return true;
    },
  };
}

/**
 * Sign-in deps over a fake client, with a fixed sign-in handle key, client secret and
 * clock, a guard counting in memory on the same clock (or the one given), and sessions and
 * used codes and handles in memory.
 */
export function fakeSignInDeps(
  cognito: ReturnType<typeof fakeCognito>,
  now = Date.UTC(2026, 0, 1),
  guard: SignInGuard = signInGuard(memoryLockoutStore(), { now: () => now, onFailure: () => {} }),
): SignInDeps & { now: () => number; sessions: ReturnType<typeof memorySessions> } {
  return {
    cognito: { send: cognito.send },
    clientId: 'client',
    clientSecret: async () => FAKE_CLIENT_SECRET,
    handleKeys: fixedSecretValues(FAKE_HANDLE_KEY),
    guard,
    sessions: memorySessions(),
    usedOnce: memoryUsedOnce(),
    now: () => now,
  };
}

/** The app client secret of `fakeSignInDeps`. */
export const FAKE_CLIENT_SECRET = 'fake-client-secret';

/**
 * An unsigned JWT with the claims a session is recorded by, expiring at `exp` (seconds);
 * its id (`jti`) is `exp`'s, so one `exp` is one token.
 */
export const fakeToken = (exp: number) =>
  [
    'e30',
    Buffer.from(
      JSON.stringify({ sub: 'sub-1', username: 'admin', iat: exp - 3600, exp, jti: `jti-${exp}` }),
    ).toString('base64url'),
    'sig',
  ].join('.');
