import { FetchError } from 'aws-jwt-verify/error';
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '@lab/shared/api/routes';
import { ACCESS_TOKEN_MINUTES } from '@lab/shared/constants/sign-in';
import { apiEvent } from '../../../test/support/fixtures';
import type { SessionClaims } from '../auth/session-store';
import type { TokenVerifier } from '../auth/token-verifier';
import type { ApiEvent } from '../http/api-event';
import { adminAuth } from './admin-auth';

const NOW = 1_800_000_000_000;
const nowSeconds = NOW / 1000;
const claims: SessionClaims = {
  sub: 'admin-sub',
  iat: nowSeconds - 60,
  exp: nowSeconds + 3540,
  jti: 'j1',
  username: 'admin',
};
const TOKEN = 'aaa.bbb.ccc';

/** A verifier that accepts any well-formed token with these claims, or fails as told. */
const verifier = (result: unknown | Error): TokenVerifier => ({
  verify: async () => {
    if (result instanceof Error) throw result;
    return result;
  },
});

/** A sessions table fake: the ended sessions, and what it was asked (with the time). */
function sessions(ended: (c: SessionClaims) => boolean | Error) {
  const asked: [SessionClaims, number][] = [];
  return {
    asked,
    admit: async (c: SessionClaims, nowSeconds: number) => {
      asked.push([c, nowSeconds]);
      const answer = ended(c);
      if (answer instanceof Error) throw answer;
      return !answer;
    },
  };
}

async function run(
  middleware: ReturnType<typeof adminAuth>,
  authorization: string | undefined = `Bearer ${TOKEN}`,
) {
  const event = apiEvent({ headers: authorization ? { authorization } : {} }) as ApiEvent;
  await middleware.before!({
    event,
    context: {} as Context,
    response: undefined,
    error: undefined,
    internal: {},
  } as never);
  return event;
}

const refused = { status: 401, message: 'Unauthorized' };

describe('admin auth', () => {
  it('lets a valid, recent, not signed-out token through with its claims', async () => {
    const table = sessions(() => false);
    const event = await run(adminAuth(verifier(claims), table, () => NOW));
    expect(event.admin).toEqual(claims);
    expect(table.asked).toEqual([[claims, nowSeconds]]);
  });

  it("reads a streamed route's token from its own header, and nothing from Authorization", async () => {
    const middleware = adminAuth(
      verifier(claims),
      sessions(() => false),
      () => NOW,
      ADMIN_TOKEN_HEADER,
    );
    const event = apiEvent({ headers: { [ADMIN_TOKEN_HEADER]: `Bearer ${TOKEN}` } }) as ApiEvent;
    const request = { event, context: {} as Context, internal: {} } as never;
    await middleware.before!(request);
    expect(event.admin).toEqual(claims);
    // Behind CloudFront's origin access control, Authorization is CloudFront's signature.
    await expect(run(middleware)).rejects.toMatchObject(refused);
  });

  it('refuses a token whose session ended (signed out, or idle)', async () => {
    const table = sessions((c) => c.jti === 'j1');
    await expect(run(adminAuth(verifier(claims), table, () => NOW))).rejects.toMatchObject(refused);
  });

  it(`refuses a token issued more than ${ACCESS_TOKEN_MINUTES} minutes ago, without reading the table`, async () => {
    const old = { ...claims, iat: nowSeconds - ACCESS_TOKEN_MINUTES * 60 - 1 };
    const table = sessions(() => false);
    await expect(run(adminAuth(verifier(old), table, () => NOW))).rejects.toMatchObject(refused);
    expect(table.asked).toEqual([]);
    const atLimit = { ...claims, iat: nowSeconds - ACCESS_TOKEN_MINUTES * 60 };
    await expect(run(adminAuth(verifier(atLimit), table, () => NOW))).resolves.toBeDefined();
  });

  it('refuses verified claims it cannot track a session (or name the admin) by', async () => {
    for (const bad of [
      { ...claims, jti: undefined },
      { ...claims, sub: '' },
      // The audit trail's actor: an action nobody can be named for is not done.
      { ...claims, username: undefined },
      { ...claims, iat: 'x' },
      null,
    ]) {
      await expect(
        run(
          adminAuth(
            verifier(bad),
            sessions(() => false),
            () => NOW,
          ),
        ),
      ).rejects.toMatchObject(refused);
    }
  });

  it('refuses a missing or malformed bearer and a token the verifier refuses', async () => {
    const ok = adminAuth(
      verifier(claims),
      sessions(() => false),
      () => NOW,
    );
    await expect(run(ok, '')).rejects.toMatchObject(refused);
    await expect(run(ok, 'Bearer abc.def')).rejects.toMatchObject(refused);
    const bad = adminAuth(
      verifier(new Error('bad signature')),
      sessions(() => false),
      () => NOW,
    );
    await expect(run(bad)).rejects.toMatchObject(refused);
  });

  it('treats a failed sessions read or key fetch as an outage, never as a pass or a 401', async () => {
    const down = sessions(() => new Error('DynamoDB unavailable'));
    await expect(run(adminAuth(verifier(claims), down, () => NOW))).rejects.toThrow(
      'DynamoDB unavailable',
    );
    const keys = adminAuth(
      verifier(new FetchError('uri', 'down')),
      sessions(() => false),
    );
    await expect(run(keys)).rejects.toBeInstanceOf(FetchError);
  });
});
