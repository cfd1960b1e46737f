import type { RecordKind } from '../constants/record-kinds';
import { LAMBDA_TIMEOUT_SECONDS, STREAMED_TIMEOUT_SECONDS } from '../lambda/function-defaults';
import type { SecretId } from '../security/secrets';

/**
 * The API's route table: written once, read by the local server (which mounts each
 * handler with only the environment its route declares), by the CDK app (one Lambda
 * function and one API route per entry, granted what the entry declares) and by the web
 * client (which takes its paths, and its admin list paths by record kind, from here).
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH';
export type RouteAuth = 'public' | 'admin';

/**
 * The two staff roles (issue 30): `staff` works requests (lists, status, notes, notify,
 * search, export); `administrator` does that and everything else (erasure, the activity
 * log, accounts). Each is a Cognito group, whose name the access token carries in
 * `cognito:groups`; an account in neither group may sign in but reaches no admin route.
 */
export const STAFF_ROLES = ['staff', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The Cognito group of each role: what the user pool, the local stack and the API share. */
export const ROLE_GROUPS = {
  staff: 'staff',
  administrator: 'administrators',
} as const satisfies Readonly<Record<StaffRole, string>>;

/**
 * The role an access token's groups give, the highest of them; null when none (an account
 * no administrator has given a role yet).
 */
export function roleOfGroups(groups: readonly string[] | undefined): StaffRole | null {
  if (groups?.includes(ROLE_GROUPS.administrator)) return 'administrator';
  if (groups?.includes(ROLE_GROUPS.staff)) return 'staff';
  return null;
}

/** Whether `role` may call a route that requires `required`: an administrator may call any. */
export function roleAllows(role: StaffRole, required: StaffRole): boolean {
  return role === 'administrator' || required === 'staff';
}

/**
 * What a route's handler touches. The IAM grants and the environment of its function
 * (in AWS and locally) derive from this and from nothing else, so a handler that uses a
 * table or service its route does not declare fails, locally as in Lambda.
 */
export interface RouteAccess {
  /** Tables it writes one record (and its counter shard) to. */
  readonly write?: readonly RecordKind[];
  /** Tables it lists through the newest-first index, or by status through the status index. */
  readonly list?: readonly RecordKind[];
  /** Tables whose records it finds by the requester's address, through the by-email index. */
  readonly search?: readonly RecordKind[];
  /** Tables it reads single records from, by id. */
  readonly read?: readonly RecordKind[];
  /** Tables whose record count it reads: the counter items, never the records. */
  readonly count?: readonly RecordKind[];
  /** Tables whose existing records it updates in place (never creates or deletes). */
  readonly update?: readonly RecordKind[];
  /**
   * Tables whose records' status and notes it changes (their WORK_ATTRIBUTES only, never
   * creating a record), moving the counter shards' status counts in the same transaction.
   */
  readonly work?: readonly RecordKind[];
  /**
   * Tables whose records it deletes (never a counter item), each in one transaction with
   * its counter shard's total and status count. An erasure's audit entry holds the
   * address's hash under the erasure key (see `routeSecrets`).
   */
  readonly erase?: readonly RecordKind[];
  /** Sends notification mail through the configured SES identity. */
  readonly mail?: boolean;
  /**
   * Tables whose records' requesters it e-mails staff's replies to (issue 30): it appends
   * to, settles and takes back a record's replies (that attribute only), reads the mail
   * recipients table's suppression list (never another item), and sends from the
   * configured identity through the requesters' configuration set to any address.
   */
  readonly reply?: readonly RecordKind[];
  /**
   * Signs admins in with the user pool's sign-in client, whose secret it reads from
   * Cognito; counts failed sign-ins, records released tokens' sessions and claims used
   * codes and handles in the sessions table (see `sessionAccess`); seals the sign-in handle
   * with the sign-in handle key (see `routeSecrets`). WAF rate-limits these routes on their
   * own.
   */
  readonly signIn?: boolean;
  /**
   * Ends admin sessions: writes revoked tokens and sign-out times to the sessions table.
   * (Reading that table is not declared: every admin route checks it, see `sessionAccess`.)
   */
  readonly sessions?: 'revoke';
  /**
   * Reads the audit trail too. (Appending to it is not declared: every admin route and
   * both sign-in routes append, see `auditAccess`.)
   */
  readonly audit?: 'read';
  /**
   * Reads or manages the staff accounts in the user pool (issue 30): `colleagues` lists the
   * enabled accounts with a role (ListUsers, ListUsersInGroup); `read` also reads each
   * account's authenticator (AdminGetUser) and last sign-in (the sessions table's `seen#`
   * items); `invite` makes an account with a role and e-mails the invitation from the
   * laboratory's address to the invitee; `manage` disables, enables, resets authenticators
   * and changes roles, and ends the account's sessions (the sessions table's `user#` items,
   * as sign-out everywhere does).
   */
  readonly accounts?: 'colleagues' | 'read' | 'invite' | 'manage';
  /**
   * Tables whose records' samples it records (issue 31): it sets a record's samples-received
   * or containers-sent fact (SAMPLE_ATTRIBUTES only, once, on the condition that it is not
   * set yet), which the mail worker's stream filter turns into the arrival or
   * containers-sent e-mail.
   */
  readonly samples?: readonly RecordKind[];
  /**
   * Signs or checks document links (issue 31, decision 0020) with the document link key
   * (see `routeSecrets`): `sign` makes a record's links (the label, the form, the status
   * page), `check` opens one.
   */
  readonly documentLinks?: 'sign' | 'check';
}

/**
 * API Gateway's per-route throttle: steady requests per second and the burst above it,
 * for all callers together. WAF's per-address rate rules sit in front of these.
 */
export interface RouteThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/** A few requests a minute is a busy day for the laboratory; these cap abuse and cost. */
export const ROUTE_THROTTLES = {
  /** Public form posts. */
  form: { rateLimit: 5, burstLimit: 10 },
  /** Sign-in: slow enough to make password guessing through the API pointless. */
  signIn: { rateLimit: 2, burstLimit: 5 },
  /** Staff reading lists and counts. */
  read: { rateLimit: 10, burstLimit: 20 },
  /** Sign-out: writes one or two small items; a few staff sign out a few times a day. */
  signOut: { rateLimit: 2, burstLimit: 5 },
  /** Notification e-mails to the laboratory's inbox, and staff's replies to requesters. */
  mail: { rateLimit: 1, burstLimit: 2 },
  /**
   * A requester's own request (documents, the status page): a PDF takes tens of
   * milliseconds to draw, and nobody needs more than a few a minute. WAF's per-address rule
   * for /api/track sits in front (enumeration).
   */
  requester: { rateLimit: 2, burstLimit: 5 },
  /** Staff recording boxes at the door: a scanner reads one every few seconds at most. */
  scan: { rateLimit: 5, burstLimit: 10 },
} as const satisfies Record<string, RouteThrottle>;

interface RouteBase {
  readonly method: HttpMethod;
  /** API Gateway path syntax: `{name}` is a path parameter. */
  readonly path: string;
  /** Folder of the handler under `functions/src/api/`. */
  readonly handler: string;
  readonly access: RouteAccess;
  readonly throttle: RouteThrottle;
  /** On an admin list route: the record kind whose list it serves. */
  readonly kind?: RecordKind;
  /**
   * The answer is streamed, page by page, and may outgrow API Gateway's 6 MB cap (which
   * cannot stream): the CDK app serves the route from a Lambda function URL in
   * RESPONSE_STREAM mode behind a CloudFront behaviour of its own instead of an API route,
   * and the local server streams it. Its handler is built with `streamedApiHandler`.
   */
  readonly streamed?: true;
}

/** A route anyone may call (the forms, the sign-in). */
export interface PublicRoute extends RouteBase {
  readonly auth: 'public';
}

/** A route for signed-in staff, of at least the role it declares (an admin route without one does not compile). */
export interface AdminRoute extends RouteBase {
  readonly auth: 'admin';
  readonly role: StaffRole;
}

export type ApiRoute = PublicRoute | AdminRoute;

/** The role a route requires; null for a public route. */
export function routeRole(route: ApiRoute): StaffRole | null {
  return route.auth === 'admin' ? route.role : null;
}

export const API_ROUTES = [
  {
    method: 'POST',
    path: '/api/contact',
    auth: 'public',
    handler: 'create-contact',
    throttle: ROUTE_THROTTLES.form,
    access: { write: ['contact'] },
  },
  {
    method: 'GET',
    path: '/api/contact',
    auth: 'admin',
    role: 'staff',
    handler: 'list-contacts',
    throttle: ROUTE_THROTTLES.read,
    kind: 'contact',
    access: { list: ['contact'] },
  },
  {
    method: 'POST',
    path: '/api/resources/request',
    auth: 'public',
    handler: 'create-resource-request',
    throttle: ROUTE_THROTTLES.form,
    // Its answer carries the request's signed document and status links.
    access: { write: ['resource'], documentLinks: 'sign' },
  },
  {
    method: 'GET',
    path: '/api/resources/request',
    auth: 'admin',
    role: 'staff',
    handler: 'list-resource-requests',
    throttle: ROUTE_THROTTLES.read,
    kind: 'resource',
    access: { list: ['resource'] },
  },
  {
    method: 'POST',
    path: '/api/shipping/request',
    auth: 'public',
    handler: 'create-shipping-request',
    throttle: ROUTE_THROTTLES.form,
    // Its answer carries the request's signed document and status links.
    access: { write: ['shipping'], documentLinks: 'sign' },
  },
  {
    method: 'GET',
    path: '/api/shipping/request',
    auth: 'admin',
    role: 'staff',
    handler: 'list-shipping-requests',
    throttle: ROUTE_THROTTLES.read,
    kind: 'shipping',
    access: { list: ['shipping'] },
  },
  {
    method: 'POST',
    path: '/api/admin/login',
    auth: 'public',
    handler: 'admin-login',
    throttle: ROUTE_THROTTLES.signIn,
    access: { signIn: true },
  },
  {
    // The steps after the password (new password, authenticator set-up, code).
    method: 'POST',
    path: '/api/admin/login/step',
    auth: 'public',
    handler: 'admin-login-step',
    throttle: ROUTE_THROTTLES.signIn,
    access: { signIn: true },
  },
  {
    // Ends the caller's session (its token is refused from then on), or with
    // `everywhere: true` every session of the admin.
    method: 'POST',
    path: '/api/admin/logout',
    auth: 'admin',
    role: 'staff',
    handler: 'admin-logout',
    throttle: ROUTE_THROTTLES.signOut,
    access: { sessions: 'revoke' },
  },
  {
    method: 'GET',
    path: '/api/admin/dashboard',
    auth: 'admin',
    role: 'staff',
    handler: 'get-dashboard',
    throttle: ROUTE_THROTTLES.read,
    access: { count: ['contact', 'resource', 'shipping'] },
  },
  {
    method: 'POST',
    path: '/api/admin/notify/{kind}/{id}',
    auth: 'admin',
    role: 'staff',
    handler: 'notify-record',
    throttle: ROUTE_THROTTLES.mail,
    // It stamps the record when it mails it, so one record is not mailed again at once.
    access: {
      read: ['contact', 'resource', 'shipping'],
      update: ['contact', 'resource', 'shipping'],
      mail: true,
    },
  },
  {
    // The audit trail, newest first, a page at a time: the dashboard's Activity tab.
    method: 'GET',
    path: '/api/admin/activity',
    auth: 'admin',
    role: 'administrator',
    handler: 'list-activity',
    throttle: ROUTE_THROTTLES.read,
    access: { audit: 'read' },
  },
  {
    // A record's status and internal notes: staff take each request from new to done.
    method: 'PATCH',
    path: '/api/admin/records/{kind}/{id}',
    auth: 'admin',
    role: 'staff',
    handler: 'update-record',
    throttle: ROUTE_THROTTLES.read,
    // It reads the record, changes it conditionally, and reads it back.
    access: {
      read: ['contact', 'resource', 'shipping'],
      work: ['contact', 'resource', 'shipping'],
    },
  },
  {
    // An e-mail from staff to a record's requester, kept on the record with its delivery.
    method: 'POST',
    path: '/api/admin/records/{kind}/{id}/reply',
    auth: 'admin',
    role: 'staff',
    handler: 'reply-record',
    throttle: ROUTE_THROTTLES.mail,
    access: {
      read: ['contact', 'resource', 'shipping'],
      reply: ['contact', 'resource', 'shipping'],
    },
  },
  {
    // A requester's records of every kind by e-mail address, or one record by id.
    method: 'GET',
    path: '/api/admin/records/search',
    auth: 'admin',
    role: 'staff',
    handler: 'find-records',
    throttle: ROUTE_THROTTLES.read,
    // By address through each table's by-email index; by id, one GetItem per table.
    access: {
      read: ['contact', 'resource', 'shipping'],
      search: ['contact', 'resource', 'shipping'],
    },
  },
  {
    // What a list's filter shows, as CSV: every page, streamed (see `streamed`).
    method: 'GET',
    path: '/api/admin/export/{kind}',
    auth: 'admin',
    role: 'staff',
    handler: 'export-records',
    // Not enforced by a function URL (API Gateway's throttle); WAF's rate rules still apply,
    // and the URL takes only CloudFront's signed requests (decision 0019).
    throttle: ROUTE_THROTTLES.read,
    streamed: true,
    access: { list: ['contact', 'resource', 'shipping'] },
  },
  {
    // Everything held about one requester, on their request: every record of every kind
    // with that address, deleted with its counts.
    method: 'POST',
    path: '/api/admin/erase',
    auth: 'admin',
    role: 'administrator',
    handler: 'erase-requester',
    throttle: ROUTE_THROTTLES.read,
    // Finds them through each table's by-email index, reads each, deletes it counted.
    access: {
      search: ['contact', 'resource', 'shipping'],
      read: ['contact', 'resource', 'shipping'],
      erase: ['contact', 'resource', 'shipping'],
    },
  },
  {
    // Every staff account, with its role, state, last sign-in and authenticator.
    method: 'GET',
    path: '/api/admin/accounts',
    auth: 'admin',
    role: 'administrator',
    handler: 'list-accounts',
    throttle: ROUTE_THROTTLES.read,
    access: { accounts: 'read' },
  },
  {
    // Whom a request may be assigned to: enabled accounts that have a role.
    method: 'GET',
    path: '/api/admin/colleagues',
    auth: 'admin',
    role: 'staff',
    handler: 'list-colleagues',
    throttle: ROUTE_THROTTLES.read,
    access: { accounts: 'colleagues' },
  },
  {
    // An invitation: the account, its role, and an e-mail with a temporary password.
    method: 'POST',
    path: '/api/admin/accounts',
    auth: 'admin',
    role: 'administrator',
    handler: 'invite-account',
    throttle: ROUTE_THROTTLES.mail,
    access: { accounts: 'invite' },
  },
  {
    // Disable, enable, reset the authenticator of, or change the role of one account.
    method: 'PATCH',
    path: '/api/admin/accounts/{username}',
    auth: 'admin',
    role: 'administrator',
    handler: 'update-account',
    throttle: ROUTE_THROTTLES.read,
    access: { accounts: 'manage' },
  },
  {
    // A request's shipping label or submission form as a PDF, from the link its requester
    // was given (a signed, expiring token in `t`; decision 0020).
    method: 'GET',
    path: '/api/documents/{document}',
    auth: 'public',
    handler: 'get-document',
    throttle: ROUTE_THROTTLES.requester,
    access: { read: ['resource', 'shipping'], documentLinks: 'check' },
  },
  {
    // The same documents for signed-in staff, by the record's kind and id.
    method: 'GET',
    path: '/api/admin/records/{kind}/{id}/documents/{document}',
    auth: 'admin',
    role: 'staff',
    handler: 'get-record-document',
    throttle: ROUTE_THROTTLES.read,
    access: { read: ['resource', 'shipping'] },
  },
  {
    // Samples at the laboratory's door: the boxes and their condition, recorded once (a
    // second scan changes nothing); the requester's arrival e-mail follows.
    method: 'POST',
    path: '/api/admin/records/{kind}/{id}/receive',
    auth: 'admin',
    role: 'staff',
    handler: 'receive-samples',
    throttle: ROUTE_THROTTLES.scan,
    access: { read: ['resource', 'shipping'], samples: ['resource', 'shipping'] },
  },
  {
    // A container request's containers sent, with the courier's tracking number, once; the
    // requester's e-mail with the tracking link follows.
    method: 'POST',
    path: '/api/admin/records/{kind}/{id}/containers-sent',
    auth: 'admin',
    role: 'staff',
    handler: 'mark-containers-sent',
    throttle: ROUTE_THROTTLES.scan,
    access: { read: ['resource'], samples: ['resource'] },
  },
  {
    // The requester's status page (/track): by reference and address, or by a signed link.
    // The same answer, in the same time, for anything that does not match.
    method: 'POST',
    path: '/api/track',
    auth: 'public',
    handler: 'track-request',
    throttle: ROUTE_THROTTLES.requester,
    access: { read: ['contact', 'resource', 'shipping'], documentLinks: 'check' },
  },
] as const satisfies readonly ApiRoute[];

export type HandlerName = (typeof API_ROUTES)[number]['handler'];

export function apiRoute(handler: HandlerName): ApiRoute {
  const route = API_ROUTES.find((r) => r.handler === handler);
  if (!route) throw new Error(`No API route for handler ${handler}`);
  return route;
}

/** The admin list route of one record kind. */
export function listRoute(kind: RecordKind): ApiRoute {
  const route = API_ROUTES.find((r) => 'kind' in r && r.kind === kind);
  if (!route) throw new Error(`No list route for ${kind} records`);
  return route;
}

/** The public route that stores a new record of one kind: its form's POST. */
export function createRoute(kind: RecordKind): ApiRoute {
  const route = API_ROUTES.find(
    (r: ApiRoute) => r.method === 'POST' && r.auth === 'public' && r.access.write?.includes(kind),
  );
  if (!route) throw new Error(`No create route for ${kind} records`);
  return route;
}

/** Whether a route's answer is streamed from a function URL rather than returned through API Gateway. */
export function isStreamed(route: ApiRoute): boolean {
  return route.streamed === true;
}

/**
 * The header a streamed admin route reads the admin's `Bearer` token from. CloudFront
 * reaches a streamed route's function URL through origin access control, which signs the
 * request with SigV4 and so replaces `Authorization`: the token travels beside it.
 */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

/** Where a route's handler reads the admin token (lower case, as events carry headers). */
export function adminTokenHeader(route: ApiRoute): 'authorization' | typeof ADMIN_TOKEN_HEADER {
  return isStreamed(route) ? ADMIN_TOKEN_HEADER : 'authorization';
}

/** Seconds a route's function may run, in Lambda and on the local stack alike. */
export function routeTimeoutSeconds(route: ApiRoute): number {
  return isStreamed(route) ? STREAMED_TIMEOUT_SECONDS : LAMBDA_TIMEOUT_SECONDS;
}

/**
 * The CloudFront path pattern that sends a streamed route to its function URL: its path up
 * to the first parameter, then `*` (`/api/admin/export/{kind}` → `/api/admin/export/*`).
 */
export function streamedPathPattern(route: ApiRoute): string {
  return route.path.replace(/\{\w+\}.*$/, '*');
}

/** Every table a route touches, in any way. */
export function routeTables({ access }: ApiRoute): RecordKind[] {
  return [
    ...new Set([
      ...(access.write ?? []),
      ...(access.list ?? []),
      ...(access.read ?? []),
      ...(access.count ?? []),
      ...(access.update ?? []),
      ...(access.search ?? []),
      ...(access.work ?? []),
      ...(access.erase ?? []),
      ...(access.reply ?? []),
      ...(access.samples ?? []),
    ]),
  ];
}

/**
 * Whether a route counts its requests per client address for the daily receipt cap
 * (RECEIPT_CAPS.perClient): the public routes that store a record do, in the record's own
 * transaction, on the mail recipients table's `client#` items and no other.
 */
export function tallyAccess(route: ApiRoute): boolean {
  return route.auth === 'public' && (route.access.write?.length ?? 0) > 0;
}

/**
 * What a route does with the sessions table: every admin route checks the caller's token
 * against it and records the session's last activity there (the auth middleware, on each
 * request), the logout route also writes revocations; the sign-in routes count each
 * username's failures there, record the session of each token they release and claim the
 * codes and handles used once (`guard`: never the check's `user#` items); other
 * public routes never touch it.
 */
export function sessionAccess(route: ApiRoute): 'check' | 'revoke' | 'guard' | undefined {
  if (route.access.sessions) return route.access.sessions;
  // Disabling an account or resetting its authenticator ends its sessions at once.
  if (route.access.accounts === 'manage') return 'revoke';
  if (route.auth === 'admin') return 'check';
  return route.access.signIn ? 'guard' : undefined;
}

/**
 * The secrets a route's function reads (see SECRETS): every route the origin secret, which
 * its origin check compares the origin header with; the sign-in routes the sign-in handle
 * key, which seals and opens the handle between steps; a route that erases records the
 * erasure key, which keys the address hash in the erasure's audit entry; a route that signs or
 * checks document links the document link key.
 */
export function routeSecrets({ access }: ApiRoute): SecretId[] {
  return [
    'origin',
    ...(access.signIn ? (['signInHandle'] as const) : []),
    ...((access.erase ?? []).length > 0 ? (['erasure'] as const) : []),
    ...(access.documentLinks ? (['documentLink'] as const) : []),
  ];
}

/**
 * What a route does with the audit trail: every admin route records the action it did and
 * both sign-in routes record each sign-in and refusal, by appending entries (never
 * changing one); the activity route also reads them. Public form routes never touch it.
 */
export function auditAccess(route: ApiRoute): 'append' | 'read' | undefined {
  if (route.access.audit) return route.access.audit;
  return route.auth === 'admin' || route.access.signIn ? 'append' : undefined;
}

/** Fills `{name}` parameters of a route path, URL-encoding each value. */
export function apiPath(handler: HandlerName, params: Record<string, string> = {}): string {
  return apiRoute(handler).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * Matches a concrete path against a route path. Returns the decoded path parameters,
 * or null when it does not match. A parameter matches one non-empty segment.
 */
export function matchRoutePath(routePath: string, path: string): Record<string, string> | null {
  const want = routePath.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    const param = /^\{(\w+)\}$/.exec(w);
    if (param?.[1]) {
      if (g === '') return null;
      try {
        params[param[1]] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}
