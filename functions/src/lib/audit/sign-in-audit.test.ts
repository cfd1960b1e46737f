import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN_MESSAGES, SIGN_IN_MESSAGES } from '@lab/shared/schemas/admin';
import type { AuditEntry } from '@lab/shared/schemas/audit';
import { HttpError } from '../http/http-error';
import { auditedSignIn, refusalReason, signInEvents, type SignInCall } from './sign-in-audit';

const source = { actor: 'typed-name', requestId: 'req-1', ip: '203.0.113.7', userAgent: 'UA' };
const TOKEN = { token: 'aaa.bbb.ccc', expiresIn: 3600 };
const NEXT = { next: 'mfaCode' as const, session: 'sealed' };

/** A trail that keeps what it is given, or fails every write. */
function trail(fail = false) {
  const entries: AuditEntry[] = [];
  return {
    entries,
    append: vi.fn(async (entry: AuditEntry) => {
      if (fail) throw new Error('audit table unavailable');
      entries.push(entry);
    }),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('sign-in refusal reasons', () => {
  it.each([
    [new HttpError(401, ADMIN_LOGIN_MESSAGES.invalidCredentials), 'invalid-credentials'],
    [new HttpError(400, SIGN_IN_MESSAGES.codeRefused, { code: 'x' }), 'wrong-code'],
    [new HttpError(401, SIGN_IN_MESSAGES.sessionExpired), 'session-expired'],
    [
      new HttpError(429, 'Too many sign-in attempts. Please wait a few minutes and try again.'),
      'locked',
    ],
    [new HttpError(429, 'Any other lockout wording'), 'locked'],
    [new HttpError(400, SIGN_IN_MESSAGES.passwordRules, { newPassword: 'x' }), 'password-rejected'],
    [new HttpError(403, ADMIN_LOGIN_MESSAGES.setupRequired), 'setup-required'],
    [new HttpError(401, 'Something new'), 'refused'],
  ])('%s → %s', (error, reason) => {
    expect(refusalReason(error)).toBe(reason);
  });
});

describe('sign-in events', () => {
  it.each<[SignInCall, object, string[]]>([
    ['password', NEXT, []],
    ['password', TOKEN, ['sign-in']],
    ['newPassword', { ...NEXT, next: 'mfaSetup' }, ['password-changed']],
    ['mfaSetup', TOKEN, ['mfa-enrolled', 'sign-in']],
    ['mfaCode', TOKEN, ['sign-in']],
  ])('%s answered %j records %j', (call, answer, events) => {
    expect(signInEvents(call, answer as never)).toEqual(events);
  });
});

describe('an audited sign-in call', () => {
  it('records a refusal with its reason and the typed username, then answers the refusal', async () => {
    const t = trail();
    const refusal = new HttpError(400, SIGN_IN_MESSAGES.codeRefused, { code: 'x' });
    await expect(
      auditedSignIn('mfaCode', source, t, async () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(t.entries).toEqual([
      expect.objectContaining({
        event: 'sign-in-failed',
        outcome: 'failure',
        reason: 'wrong-code',
        actor: 'typed-name',
        ip: '203.0.113.7',
        requestId: 'req-1',
      }),
    ]);
  });

  it('still answers a refusal whose entry cannot be written', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const refusal = new HttpError(401, ADMIN_LOGIN_MESSAGES.invalidCredentials);
    await expect(
      auditedSignIn('password', source, trail(true), async () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
  });

  it('releases a token only once its entries are stored', async () => {
    const t = trail();
    expect(await auditedSignIn('mfaSetup', source, t, async () => TOKEN)).toBe(TOKEN);
    expect(t.entries.map((e) => [e.event, e.outcome, e.actor])).toEqual([
      ['mfa-enrolled', 'success', 'typed-name'],
      ['sign-in', 'success', 'typed-name'],
    ]);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await expect(auditedSignIn('mfaCode', source, trail(true), async () => TOKEN)).rejects.toThrow(
      'audit table unavailable',
    );
  });

  it('records nothing for an outage, which is not a refusal', async () => {
    const t = trail();
    await expect(
      auditedSignIn('password', source, t, async () => {
        throw new Error('Cognito unreachable');
      }),
    ).rejects.toThrow('Cognito unreachable');
    expect(t.append).not.toHaveBeenCalled();
  });
});
