import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, DEFAULT_NOTIFY_TO } from '@lab/shared/lambda/deployment-defaults';
import {
  ACCOUNT_MESSAGES,
  accountAnswerSchema,
  accountListSchema,
  colleagueListSchema,
  type Account,
} from '@lab/shared/schemas/accounts';
import {
  ADMIN_LOGIN_MESSAGES,
  adminLoginResponseSchema,
  signInNextSchema,
} from '@lab/shared/schemas/admin';
import { activityPageSchema } from '@lab/shared/schemas/audit';
import { ADMIN_USERNAME } from '../../src/local/stack';
import { unusedCode } from '../../src/local/unused-code';
import { TEST_SITE_URL } from '../global-setup';
import { sentEmails, useTestApi } from '../support/test-api';

/*
 * An administrator manages a colleague's account from the dashboard's routes, end to end on
 * the stand-ins: the invitation through aws-ses-v2-local, the first sign-in through
 * cognito-local, and what each change does to the colleague's tokens and sign-ins.
 */

const context = useTestApi();
const api = (method: 'GET' | 'POST' | 'PATCH', path: string, token: string, body?: unknown) =>
  context.api.request(method, path, { token, ...(body !== undefined && { body }) });
const step = (body: Record<string, string>) =>
  context.api.request('POST', '/api/admin/login/step', { body });
const login = (username: string, password: string) =>
  context.api.request('POST', '/api/admin/login', { body: { username, password } });

/** Signs in with a password and the authenticator's code: the last answer. */
async function signIn(username: string, password: string, secret: string) {
  const first = await login(username, password);
  if (first.status !== 200) return first;
  const { next, session } = signInNextSchema.parse(first.body);
  expect(next).toBe('mfaCode');
  return step({ username, step: 'mfaCode', session, code: await unusedCode(secret) });
}

const accountOf = async (username: string): Promise<Account | undefined> => {
  const list = await api('GET', '/api/admin/accounts', context.token);
  expect(list.status).toBe(200);
  return accountListSchema.parse(list.body).data.find((a) => a.username === username);
};
const patch = (username: string, body: unknown, token = context.token) =>
  api('PATCH', `/api/admin/accounts/${encodeURIComponent(username)}`, token, body);

describe('staff accounts managed by an administrator', () => {
  it('invites a colleague, who signs in; disables, enables, resets and promotes them', async () => {
    const username = `kim-${randomUUID().slice(0, 8)}`;
    const email = `${username}@example.com`;

    const invited = await api('POST', '/api/admin/accounts', context.token, {
      username,
      email,
      role: 'staff',
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(accountAnswerSchema.parse(invited.body).account).toMatchObject({
      username,
      email,
      role: 'staff',
      state: 'invited',
      lastSignInAt: null,
      mfaEnrolled: false,
    });

    // The invitation: from the laboratory, Reply-To its inbox, with what the first sign-in needs.
    const mail = (await sentEmails(context.api.env)).find((m) => m.destination.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.from).toContain(DEFAULT_MAIL_FROM);
    expect(mail?.replyTo).toEqual([DEFAULT_NOTIFY_TO]);
    const text = mail?.body.text ?? '';
    expect(text).toContain(`Username: ${username}`);
    expect(text).toContain(`${TEST_SITE_URL}/admin`);
    const temporary = /Temporary password: (\S+)/.exec(text)?.[1] ?? '';
    expect(temporary.length).toBeGreaterThanOrEqual(14);

    // The same username again is refused.
    const again = await api('POST', '/api/admin/accounts', context.token, {
      username,
      email,
      role: 'staff',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: ACCOUNT_MESSAGES.usernameTaken });

    // The first sign-in: the temporary password, a new one, then the authenticator.
    const first = await login(username, temporary);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const change = signInNextSchema.parse(first.body);
    expect(change.next).toBe('newPassword');
    const password = 'Kims-Own-Passw0rd!';
    const setup = signInNextSchema.parse(
      (
        await step({
          username,
          step: 'newPassword',
          session: change.session,
          newPassword: password,
        })
      ).body,
    );
    expect(setup.next).toBe('mfaSetup');
    const secret = setup.secret as string;
    const enrolled = await step({
      username,
      step: 'mfaSetup',
      session: setup.session,
      code: await unusedCode(secret),
    });
    const kimToken = adminLoginResponseSchema.parse(enrolled.body).token;

    // Now a colleague (the assignee picker's list), active, with a last sign-in and an authenticator.
    const colleagues = await api('GET', '/api/admin/colleagues', kimToken);
    expect(colleagues.status).toBe(200);
    expect(colleagueListSchema.parse(colleagues.body).data).toContainEqual({
      username,
      role: 'staff',
    });
    expect(await accountOf(username)).toMatchObject({
      state: 'active',
      mfaEnrolled: true,
      lastSignInAt: expect.stringMatching(/^\d{4}-/) as string,
    });

    // Disabled: the token is refused at once, and so is a new sign-in.
    const disabled = await patch(username, { action: 'disable' });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(accountAnswerSchema.parse(disabled.body).account.state).toBe('disabled');
    expect((await api('GET', '/api/admin/colleagues', kimToken)).status).toBe(401);
    const refused = await signIn(username, password, secret);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ message: ADMIN_LOGIN_MESSAGES.invalidCredentials });
    const afterDisable = colleagueListSchema.parse(
      (await api('GET', '/api/admin/colleagues', context.token)).body,
    );
    expect(afterDisable.data.map((c) => c.username)).not.toContain(username);

    // Enabled: signs in again.
    const enabled = await patch(username, { action: 'enable' });
    expect(accountAnswerSchema.parse(enabled.body).account.state).toBe('active');
    const back = await signIn(username, password, secret);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const backToken = adminLoginResponseSchema.parse(back.body).token;

    // cognito-local 5.3.0 lacks AdminSetUserMFAPreference: the route says so, and ends nothing.
    const reset = await patch(username, { action: 'reset-mfa' });
    expect(reset.status).toBe(501);
    expect(reset.body).toMatchObject({ message: ACCOUNT_MESSAGES.mfaResetUnsupported });
    expect((await api('GET', '/api/admin/colleagues', backToken)).status).toBe(200);

    // Promoted: the staff token is ended; the next sign-in is an administrator's.
    const promoted = await patch(username, { role: 'administrator' });
    expect(accountAnswerSchema.parse(promoted.body).account.role).toBe('administrator');
    expect((await api('GET', '/api/admin/colleagues', backToken)).status).toBe(401);
    const asAdmin = await signIn(username, password, secret);
    const adminToken = adminLoginResponseSchema.parse(asAdmin.body).token;
    expect((await api('GET', '/api/admin/accounts', adminToken)).status).toBe(200);

    // Each action is in the audit trail, naming who did it and to whom.
    const trail = activityPageSchema
      .parse((await api('GET', '/api/admin/activity?limit=100&views=hide', context.token)).body)
      .data.filter((entry) => entry.target === username);
    expect(trail.map((entry) => [entry.event, entry.actor]).reverse()).toEqual([
      ['account-invited', ADMIN_USERNAME],
      ['account-disabled', ADMIN_USERNAME],
      ['account-enabled', ADMIN_USERNAME],
      ['account-role-changed', ADMIN_USERNAME],
    ]);
  });

  it('refuses bad input with the field’s message, an unknown account, and an administrator locking themselves out', async () => {
    const bad = await api('POST', '/api/admin/accounts', context.token, {
      username: 'no spaces',
      email: 'not-an-address',
      role: 'owner',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: { username: ACCOUNT_MESSAGES.usernameShape, role: ACCOUNT_MESSAGES.role },
    });
    expect((await patch('kim', { action: 'delete' })).status).toBe(400);
    const unknown = await patch(`nobody-${randomUUID().slice(0, 8)}`, { action: 'disable' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: ACCOUNT_MESSAGES.notFound });
    for (const change of [{ action: 'disable' }, { role: 'staff' }]) {
      const self = await patch(ADMIN_USERNAME, change);
      expect(self.status).toBe(409);
      expect(self.body).toMatchObject({ message: ACCOUNT_MESSAGES.notYourself });
    }
    expect((await accountOf(ADMIN_USERNAME))?.role).toBe('administrator');
  });

  it('refuses staff every account-management route (403), and lets them list colleagues', async () => {
    const staff = await context.api.staffToken();
    for (const [method, path, body] of [
      ['GET', '/api/admin/accounts', undefined],
      ['POST', '/api/admin/accounts', { username: 'x', email: 'x@example.com', role: 'staff' }],
      ['PATCH', `/api/admin/accounts/${ADMIN_USERNAME}`, { action: 'disable' }],
    ] as const) {
      expect((await api(method, path, staff, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await api('GET', '/api/admin/colleagues', staff)).status).toBe(200);
  });
});
