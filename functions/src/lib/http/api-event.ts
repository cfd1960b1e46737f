import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { StaffRole } from '@lab/shared/api/routes';
import type { SessionClaims } from '../auth/session-store';

/**
 * An API request as the handler chain carries it: API Gateway's event (or a function URL's,
 * which has the same shape) with what the chain has learnt on the way.
 */
export interface ApiEvent extends APIGatewayProxyEventV2 {
  /** The parsed JSON body, once the body middleware read it. */
  jsonBody?: unknown;
  /** The validated input, once validation passed. */
  input?: unknown;
  /** On admin routes, the verified token's claims. */
  admin?: SessionClaims;
  /** On admin routes, the role the account's groups give it (at least the route's). */
  role?: StaffRole;
}
