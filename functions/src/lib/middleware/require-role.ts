import { roleAllows, roleOfGroups, type StaffRole } from '@lab/shared/api/routes';
import { HttpError } from '../http/http-error';
import type { ApiMiddleware } from './types';

/** What a signed-in account without the route's role is told. */
export const ROLE_REFUSALS = {
  none: 'This account has no role yet: an administrator must give it one',
  administrator: 'Only an administrator may do this',
} as const;

/**
 * Requires the route's role of the signed-in account (after `adminAuth`, whose verified
 * claims carry the account's Cognito groups): a 403 and nothing else happens otherwise.
 * The role rides on the event as `role`.
 */
export function requireRole(required: StaffRole): ApiMiddleware {
  return {
    before: (request) => {
      const role = roleOfGroups(request.event.admin?.['cognito:groups']);
      if (!role) throw new HttpError(403, ROLE_REFUSALS.none);
      if (!roleAllows(role, required)) throw new HttpError(403, ROLE_REFUSALS.administrator);
      request.event.role = role;
    },
  };
}
