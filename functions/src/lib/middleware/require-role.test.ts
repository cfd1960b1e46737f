import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS, type StaffRole } from '@lab/shared/api/routes';
import { apiEvent } from '../../../test/support/fixtures';
import type { SessionClaims } from '../auth/session-store';
import type { ApiEvent } from '../http/api-event';
import { requireRole, ROLE_REFUSALS } from './require-role';

const claims = (groups?: string[]): SessionClaims => ({
  sub: 'sub',
  iat: 1,
  exp: 2,
  jti: 'j',
  username: 'jo',
  ...(groups && { 'cognito:groups': groups }),
});

async function run(required: StaffRole, groups?: string[]) {
  const event = apiEvent({}) as ApiEvent;
  event.admin = claims(groups);
  await requireRole(required).before!({
    event,
    context: {} as Context,
    response: undefined,
    error: undefined,
    internal: {},
  } as never);
  return event;
}

describe("the route's role", () => {
  it('lets staff and administrators call a staff route, and says which role the account has', async () => {
    expect((await run('staff', [ROLE_GROUPS.staff])).role).toBe('staff');
    expect((await run('staff', [ROLE_GROUPS.administrator])).role).toBe('administrator');
    expect((await run('staff', [ROLE_GROUPS.staff, ROLE_GROUPS.administrator])).role).toBe(
      'administrator',
    );
  });

  it('refuses staff an administrator route with 403', async () => {
    await expect(run('administrator', [ROLE_GROUPS.staff])).rejects.toMatchObject({
      status: 403,
      message: ROLE_REFUSALS.administrator,
    });
    expect((await run('administrator', [ROLE_GROUPS.administrator])).role).toBe('administrator');
  });

  it('refuses an account in no role group (or only in another group) every admin route', async () => {
    for (const groups of [undefined, [], ['everyone'], ['Administrators']]) {
      await expect(run('staff', groups)).rejects.toMatchObject({
        status: 403,
        message: ROLE_REFUSALS.none,
      });
    }
  });
});
