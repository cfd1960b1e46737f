import { RECORD_KINDS } from '../constants/record-kinds';
import {
  MAIL_CONFIGURATION_SET_ENV,
  MAIL_RECEIPT_CONFIGURATION_SET_ENV,
  SITE_URL_ENV,
} from '../data/mail-jobs';
import {
  AUDIT_TABLE,
  MAIL_RECIPIENTS_TABLE,
  RECORD_TABLES,
  SESSION_TABLE,
  TABLES,
  type TableEnvName,
  type TableId,
} from '../data/tables';
import { SECRETS, type SecretEnvName } from '../security/secrets';
import {
  API_ROUTES,
  auditAccess,
  routeSecrets,
  routeTables,
  sessionAccess,
  tallyAccess,
  type ApiRoute,
} from './routes';

/*
 * The environment a route's function gets, derived from the route's declared access: the
 * CDK app sets exactly these variables on each Lambda function, the local stack gives
 * each handler exactly these, and the unit tests and the start-up benchmark take their
 * names from here.
 */

/** The admin user pool: needed to verify admin tokens and to sign in. */
export const USER_POOL_ENV = ['USER_POOL_ID', 'USER_POOL_CLIENT_ID'] as const;
/**
 * The sender (a verified SES identity), the laboratory's internal address, and the SES
 * configuration set every message is sent with (so the delivery feedback hears of it).
 */
export const MAIL_ENV = ['MAIL_FROM', 'NOTIFY_TO', MAIL_CONFIGURATION_SET_ENV] as const;

/** The invitation's sender settings and the site's address, whose /admin it links to. */
export const INVITATION_ENV = [...MAIL_ENV, SITE_URL_ENV] as const;

/**
 * A route that replies to requesters: the sender, the requesters' configuration set (their
 * bounces and complaints are measured with the receipts'), and the suppression list's table.
 */
export const REPLY_ENV = [
  'MAIL_FROM',
  MAIL_RECEIPT_CONFIGURATION_SET_ENV,
  MAIL_RECIPIENTS_TABLE.envVar,
] as const;

/** A variable a route may declare the need for. */
export type RouteEnvName =
  | TableEnvName
  | (typeof USER_POOL_ENV)[number]
  | (typeof INVITATION_ENV)[number]
  | (typeof REPLY_ENV)[number]
  | SecretEnvName;

/** A value for every variable any route may need: what a deployment or a stand-in provides. */
export type RouteEnvValues = Readonly<Record<RouteEnvName, string>>;

/** The names of the variables a route's handler reads, in a stable order. */
export function routeEnvNames(route: ApiRoute): RouteEnvName[] {
  const tables = new Set(routeTables(route));
  const names: RouteEnvName[] = [
    // The ARN of each secret it reads: every handler refuses requests that did not come
    // through CloudFront (the origin secret); sign-in seals its handle, an erasure keys its
    // address hash.
    ...routeSecrets(route).map((id) => SECRETS[id].envVar),
    ...RECORD_KINDS.filter((kind) => tables.has(kind)).map((kind) => RECORD_TABLES[kind].envVar),
    // The public forms count each client address's requests there (the daily receipt cap).
    ...(tallyAccess(route) ? [MAIL_RECIPIENTS_TABLE.envVar] : []),
    // Admin routes verify the caller's token against the pool in the handler too.
    ...(route.auth === 'admin' || route.access.signIn ? USER_POOL_ENV : []),
    // Admin routes refuse signed-out tokens, read from the sessions table; sign-in counts
    // failures there.
    ...(sessionAccess(route) ? [SESSION_TABLE.envVar] : []),
    ...(route.access.mail ? MAIL_ENV : []),
    ...((route.access.reply?.length ?? 0) > 0 ? REPLY_ENV : []),
    // Admin actions and sign-ins are recorded in the audit trail.
    ...(auditAccess(route) ? [AUDIT_TABLE.envVar] : []),
    // An invitation is e-mailed from the laboratory's address with a link to the site.
    ...(route.access.accounts === 'invite' ? INVITATION_ENV : []),
  ];
  // A variable two declarations share (MAIL_FROM) is named once.
  return [...new Set(names)];
}

/** The variables a route declares, picked from the values on offer. */
export function routeEnvironment(route: ApiRoute, values: RouteEnvValues): Record<string, string> {
  return Object.fromEntries(routeEnvNames(route).map((name) => [name, values[name]]));
}

/** Every variable some route declares. */
export const ROUTE_ENV_NAMES: readonly RouteEnvName[] = [
  ...new Set(API_ROUTES.flatMap((route) => routeEnvNames(route))),
];

/** The table-name variables, each set to the name `tableName` gives its table. */
export function tableEnvironment(
  tableName: (table: TableId) => string,
): Record<TableEnvName, string> {
  const ids = Object.keys(TABLES) as TableId[];
  return Object.fromEntries(ids.map((id) => [TABLES[id].envVar, tableName(id)])) as Record<
    TableEnvName,
    string
  >;
}
