import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it, vi } from 'vitest';
import { apiPath, listRoute } from '@lab/shared/api/routes';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { AUDIT_TABLE } from '@lab/shared/data/tables';
import { ADMIN_LOGIN_MESSAGES, signInNextSchema } from '@lab/shared/schemas/admin';
import { activityPageSchema, type AuditEntry } from '@lab/shared/schemas/audit';
import { VIEWER_ADDRESS_HEADER } from '@lab/shared/security/origin';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../src/local/local-clients';
import { ADMIN_USERNAME } from '../../src/local/stack';
import { unusedCode } from '../../src/local/unused-code';
import { TEST_ADMIN_PASSWORD } from '../global-setup';
import { useTestApi } from '../support/test-api';
import { claimsOf, signedInToken } from '../support/tokens';

const context = useTestApi();

/** What each request sends: a browser name, and an address the client made up. */
const AGENT = 'audit-test/1.0';
const headers = { 'user-agent': AGENT, [VIEWER_ADDRESS_HEADER]: '6.6.6.6' };
/** The local server, like CloudFront, sets the viewer's address from the connection. */
const VIEWER_IP = /^(::ffff:)?127\.0\.0\.1$/;

const get = (path: string, token = context.token) =>
  context.api.request('GET', path, { token, headers });
const post = (path: string, body: unknown, token?: string) =>
  context.api.request('POST', path, { body, token, headers });

/** The whole trail as the Activity tab reads it, newest first, a page of `limit` at a time. */
async function activity(limit = 100): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor && { cursor }) });
    const res = await get(`${apiPath('list-activity')}?${query}`);
    expect(res.status).toBe(200);
    const page = activityPageSchema.parse(res.body);
    entries.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return entries;
}

/**
 * A sign-in refused for a wrong password, then the local admin's right one: the sign-in
 * handle its answer carries for the code step.
 */
async function refusedThenPassword(username: string, password: string): Promise<string> {
  const refused = await post('/api/admin/login', { username, password });
  expect(refused).toMatchObject({
    status: 401,
    body: { message: ADMIN_LOGIN_MESSAGES.invalidCredentials },
  });
  const right = await post('/api/admin/login', {
    username: ADMIN_USERNAME,
    password: TEST_ADMIN_PASSWORD,
  });
  return signInNextSchema.parse(right.body).session;
}

/** Content typed into a form: none of it may reach the trail. */
const unique = randomUUID().slice(0, 8);
const CONTACT = {
  name: `Audit Person ${unique}`,
  email: `audit.${unique}@example.com`,
  phone: `780-555-${unique.slice(0, 4)}`,
  message: `Secret message ${unique}: our field by the river`,
};
const CONTENT = [CONTACT.name, CONTACT.email, CONTACT.phone, CONTACT.message, unique];

describe('the audit trail', () => {
  let recordId = '';

  it('records list views, the dashboard and notify with the admin, the viewer and the record', async () => {
    const created = await post('/api/contact', CONTACT);
    expect(created.status).toBe(201);
    recordId = (created.body as { id: string }).id;

    for (const kind of RECORD_KINDS) expect((await get(listRoute(kind).path)).status).toBe(200);
    expect((await get(apiPath('get-dashboard'))).status).toBe(200);
    const notify = apiPath('notify-record', { kind: 'contact', id: recordId });
    expect((await post(notify, undefined, context.token)).status).toBe(200);
    expect((await post(notify, undefined, context.token)).status).toBe(429);

    const trail = await activity();
    const mine = trail.filter((entry) => entry.userAgent === AGENT);
    expect(mine.map((e) => [e.event, e.kind, e.recordId, e.outcome, e.reason]).reverse()).toEqual([
      ['list-viewed', 'contact', undefined, 'success', undefined],
      ['list-viewed', 'resource', undefined, 'success', undefined],
      ['list-viewed', 'shipping', undefined, 'success', undefined],
      ['dashboard-viewed', undefined, undefined, 'success', undefined],
      ['record-notified', 'contact', recordId, 'success', undefined],
      ['record-notified', 'contact', recordId, 'failure', 'too-soon'],
    ]);
    for (const entry of mine) {
      expect(entry.actor).toBe(ADMIN_USERNAME);
      expect(entry.ip).toMatch(VIEWER_IP);
      expect(entry.requestId).toMatch(/^[\w-]{8,}$/);
    }
    // The list and notify read and mailed the record; the trail holds none of it.
    const text = JSON.stringify(trail);
    for (const content of CONTENT) expect(text).not.toContain(content);
  });

  it('records a refused and a successful sign-in with the username typed, never the password', async () => {
    const stranger = `nobody-${unique}`;
    const wrong = `Wrong-${unique}-password`;
    const session = await refusedThenPassword(stranger, wrong);
    const code = await unusedCode(inject('adminTotpSecret'));
    const badCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const step = { username: ADMIN_USERNAME, step: 'mfaCode', session };
    expect((await post('/api/admin/login/step', { ...step, code: badCode })).status).toBe(400);
    expect((await post('/api/admin/login/step', { ...step, code })).status).toBe(200);

    const trail = await activity();
    const signIns = trail.filter((e) => e.event.startsWith('sign-in') && e.userAgent === AGENT);
    expect(signIns.map((e) => [e.event, e.actor, e.outcome, e.reason]).reverse()).toEqual([
      ['sign-in-failed', stranger, 'failure', 'invalid-credentials'],
      ['sign-in-failed', ADMIN_USERNAME, 'failure', 'wrong-code'],
      ['sign-in', ADMIN_USERNAME, 'success', undefined],
    ]);
    for (const entry of signIns) expect(entry.ip).toMatch(VIEWER_IP);
    expect(JSON.stringify(trail)).not.toContain(wrong);
    expect(JSON.stringify(trail)).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it('records a new password and an enrolled authenticator of a new account, by its username', async () => {
    const { base, values } = context.api.env;
    const cognito = new CognitoIdentityProviderClient({
      endpoint: base.COGNITO_ENDPOINT,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const username = `staff-${unique}`;
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: values.USER_POOL_ID,
        Username: username,
        TemporaryPassword: 'Temporary-Passw0rd!',
        MessageAction: 'SUPPRESS',
      }),
    );
    cognito.destroy();
    const first = await post('/api/admin/login', { username, password: 'Temporary-Passw0rd!' });
    const change = signInNextSchema.parse(first.body);
    const newPassword = `Brand-New-${unique}-Passw0rd!`;
    const changed = await post('/api/admin/login/step', {
      username,
      step: 'newPassword',
      session: change.session,
      newPassword,
    });
    const setup = signInNextSchema.parse(changed.body);
    expect(setup.next).toBe('mfaSetup');
    const enrolled = await post('/api/admin/login/step', {
      username,
      step: 'mfaSetup',
      session: setup.session,
      code: await unusedCode(setup.secret as string),
    });
    expect(enrolled.body).toHaveProperty('token');

    const trail = await activity();
    const theirs = trail.filter((e) => e.actor === username);
    expect(theirs.map((e) => [e.event, e.outcome]).reverse()).toEqual([
      ['password-changed', 'success'],
      ['mfa-enrolled', 'success'],
      ['sign-in', 'success'],
    ]);
    expect(JSON.stringify(trail)).not.toContain(newPassword);
    expect(JSON.stringify(trail)).not.toContain(setup.secret);
  });

  it('records logout and sign-out everywhere, named by the token', async () => {
    const claims = claimsOf(context.token);
    const own = await signedInToken(context.api.env, { ...claims, jti: randomUUID() });
    // Another session of the same admin name, so this admin's own token stays valid.
    const other = await signedInToken(context.api.env, {
      ...claims,
      jti: randomUUID(),
      sub: randomUUID(),
    });
    expect((await post(apiPath('admin-logout'), {}, own)).status).toBe(200);
    expect((await post(apiPath('admin-logout'), { everywhere: true }, other)).status).toBe(200);

    const events = (await activity())
      .filter((e) => e.event.startsWith('logout'))
      .map((e) => [e.event, e.actor, e.outcome]);
    expect(events).toEqual([
      ['logout-everywhere', ADMIN_USERNAME, 'success'],
      ['logout', ADMIN_USERNAME, 'success'],
    ]);
  });

  it('lists newest first, page by page, each view of it recorded', async () => {
    const whole = await activity(100);
    const paged = await activity(2);
    // Paging began after the whole read, whose own entry therefore tops it.
    expect(paged[0]).toMatchObject({ event: 'activity-viewed', actor: ADMIN_USERNAME });
    expect(paged.slice(1)).toEqual(whole);
    const keys = paged.map((e) => `${e.at}#${e.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a bad page request with a 400', async () => {
    for (const query of ['limit=0', 'limit=abc', 'cursor=%E2%80%AEnot-a-cursor', 'limit=101']) {
      expect((await get(`${apiPath('list-activity')}?${query}`)).status, query).toBe(400);
    }
  });

  // Last: it deletes this file's audit table.
  it('does no admin action it cannot record, and still refuses a bad sign-in', async () => {
    // The entries that could not be stored are logged (with the errors the 500s come from).
    const logged: string[] = [];
    const keep = (chunk: unknown) => void logged.push(String(chunk));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (keep(chunk), true));
    vi.spyOn(console, 'error').mockImplementation(keep);
    const { base, values } = context.api.env;
    const dynamodb = new DynamoDBClient({
      endpoint: base.DYNAMODB_ENDPOINT,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    await dynamodb.send(new DeleteTableCommand({ TableName: values[AUDIT_TABLE.envVar] }));
    dynamodb.destroy();

    const list = await get('/api/contact');
    expect(list).toMatchObject({ status: 500, body: { message: 'Internal server error' } });
    expect(JSON.stringify(list.body)).not.toContain(CONTACT.name);
    const notify = apiPath('notify-record', { kind: 'contact', id: recordId });
    expect((await post(notify, undefined, context.token)).status).toBe(500);

    // A token is never released unrecorded.
    const session = await refusedThenPassword(`x-${unique}`, 'nope');
    const signedIn = await post('/api/admin/login/step', {
      username: ADMIN_USERNAME,
      step: 'mfaCode',
      session,
      code: await unusedCode(inject('adminTotpSecret')),
    });
    expect(signedIn.status).toBe(500);
    expect(signedIn.body).not.toHaveProperty('token');

    const unstored = logged
      .filter((line) => line.includes('"message":"Audit entry not stored"'))
      .map((line) => (JSON.parse(line) as { audit: AuditEntry }).audit);
    expect(unstored.map((e) => [e.event, e.actor, e.reason])).toEqual([
      ['list-viewed', ADMIN_USERNAME, undefined],
      ['record-notified', ADMIN_USERNAME, 'too-soon'],
      ['sign-in-failed', `x-${unique}`, 'invalid-credentials'],
      ['sign-in', ADMIN_USERNAME, undefined],
    ]);
    vi.restoreAllMocks();
  });
});
