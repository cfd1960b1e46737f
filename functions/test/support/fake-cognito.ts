import { fixedSecretValues } from '../../src/lib/auth/secret-values';
import type { SignInDeps } from '../../src/lib/auth/sign-in';
import { signInGuard, type SignInGuard } from '../../src/lib/auth/sign-in-guard';
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

/**
 * Sign-in deps over a fake client, with a fixed sign-in handle key and clock, and a guard
 * counting in memory on the same clock (or the one given).
 */
export function fakeSignInDeps(
  cognito: ReturnType<typeof fakeCognito>,
  now = Date.UTC(2026, 0, 1),
  guard: SignInGuard = signInGuard(memoryLockoutStore(), { now: () => now, onFailure: () => {} }),
): SignInDeps & { now: () => number } {
  return {
    cognito: { send: cognito.send },
    clientId: 'client',
    handleKeys: fixedSecretValues(FAKE_HANDLE_KEY),
    guard,
    now: () => now,
  };
}

/** An unsigned JWT whose only claim is `exp` (seconds). */
export const fakeToken = (exp: number) =>
  ['e30', Buffer.from(JSON.stringify({ exp })).toString('base64url'), 'sig'].join('.');
