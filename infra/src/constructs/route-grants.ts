import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConfigurationSet } from 'aws-cdk-lib/aws-ses';
import {
  auditAccess,
  routeSecrets,
  sessionAccess,
  tallyAccess,
  type ApiRoute,
  type RouteAccess,
} from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import {
  MAIL_RECIPIENTS_TABLE,
  NOTIFIED_AT_ATTRIBUTE,
  RECIPIENT_COUNT_ATTRIBUTE,
  RECIPIENT_KEYS,
  SAMPLE_ATTRIBUTES,
  SESSION_KEYS,
  STATUS_COUNTER_ATTRIBUTES,
  IDEMPOTENCY_CLAIM_PREFIX,
  TABLE_KEYS,
  WORK_ATTRIBUTES,
  type SessionKeyKind,
} from '@lab/shared/data/tables';
import type { SecretId } from '@lab/shared/security/secrets';
import type { Tables } from './data';
import type { Mail } from './mail';
import {
  auditAppendStatement,
  NOT_COUNTERS,
  onlyCounters,
  recordDeletionStatements,
  replyStatements,
  type Conditions,
} from './table-grants';

/** What a route's function may use besides its tables. */
export interface RouteGrantTargets {
  /** Every table; a route is granted only on those its access names. */
  readonly tables: Tables;
  /** The SES identities the notify route sends through. */
  readonly mail: Mail;
  /**
   * The secrets (SECRETS); a route may read only those `routeSecrets` names: every route the
   * origin secret, sign-in the handle key, the erase route the erasure key, the document
   * link routes the document link key.
   */
  readonly secrets: Readonly<Record<SecretId, ISecret>>;
  /** The configuration set every message is sent with, so its events reach the feedback. */
  readonly configurationSet: IConfigurationSet;
  /** The requesters' configuration set, which staff's replies are sent with. */
  readonly receiptConfigurationSet: IConfigurationSet;
  /** The admin user pool, whose sign-in client's secret only the sign-in routes may read. */
  readonly userPool: IUserPool;
}

/**
 * Every IAM statement a route's function needs, derived from the route table alone: what
 * its `access` declares on the record tables, the sessions table and the audit trail as
 * `sessionAccess` and `auditAccess` derive them, mail when it sends, and the secrets
 * `routeSecrets` names.
 */
export function routeGrants(route: ApiRoute, targets: RouteGrantTargets): PolicyStatement[] {
  const { access } = route;
  const { tables } = targets;
  const sessions = sessionAccess(route);
  const audit = auditAccess(route);
  return [
    ...RECORD_ACCESS.flatMap((declared) => {
      const kinds: readonly RecordKind[] = access[declared] ?? [];
      return kinds.length > 0 ? RECORD_GRANTS[declared](kinds.map((kind) => tables[kind])) : [];
    }),
    ...(tallyAccess(route) ? [clientTallyStatement(tables.recipients)] : []),
    ...(sessions ? sessionStatements(SESSION_GRANTS[sessions], tables.session) : []),
    ...(audit ? AUDIT_GRANTS[audit](tables.audit) : []),
    ...(access.mail ? [targets.mail.sendToLaboratoryStatement(targets.configurationSet)] : []),
    ...(access.accounts ? accountStatements(access.accounts, targets) : []),
    ...((access.reply?.length ?? 0) > 0
      ? [
          suppressionReadStatement(tables.recipients),
          targets.mail.sendToAnyAddressStatement(targets.receiptConfigurationSet),
        ]
      : []),
    // The sign-in client's secret, which Cognito asks of every call that signs in.
    ...(access.signIn
      ? [
          new PolicyStatement({
            actions: ['cognito-idp:DescribeUserPoolClient'],
            resources: [targets.userPool.userPoolArn],
          }),
        ]
      : []),
    // The current and previous values are both versions of one secret; the secrets use
    // Secrets Manager's AWS managed key, so no kms:Decrypt grant is needed.
    new PolicyStatement({
      actions: ['secretsmanager:GetSecretValue'],
      resources: routeSecrets(route).map((id) => targets.secrets[id].secretArn),
    }),
  ];
}

/**
 * The daily count of a client address's requests (in the record's transaction): an Update
 * of the recipients table's `client#` items, their count and expiry only, returning nothing.
 */
function clientTallyStatement(recipients: ITableV2): PolicyStatement {
  return new PolicyStatement({
    actions: ['dynamodb:UpdateItem'],
    resources: [recipients.tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${RECIPIENT_KEYS.client}*`] },
      'ForAllValues:StringEquals': {
        'dynamodb:Attributes': [
          MAIL_RECIPIENTS_TABLE.partitionKey,
          RECIPIENT_COUNT_ATTRIBUTE,
          MAIL_RECIPIENTS_TABLE.ttlAttribute,
        ],
      },
      StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
    },
  });
}

/** Whether an address is on the suppression list: a GetItem of `suppressed#` items only. */
function suppressionReadStatement(recipients: ITableV2): PolicyStatement {
  return new PolicyStatement({
    actions: ['dynamodb:GetItem'],
    resources: [recipients.tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${RECIPIENT_KEYS.suppressed}*`] },
    },
  });
}

/** The keys of RouteAccess that name record tables. */
type RecordAccess = {
  [K in keyof RouteAccess]-?: NonNullable<RouteAccess[K]> extends readonly RecordKind[] ? K : never;
}[keyof RouteAccess];

/** One statement over every table in `tables` (or the given index of each). */
const onTables = (
  actions: string[],
  tables: readonly ITableV2[],
  { indexes = [], conditions }: { indexes?: readonly string[]; conditions?: Conditions } = {},
) =>
  new PolicyStatement({
    actions,
    resources: tables.flatMap(({ tableArn }) =>
      indexes.length > 0 ? indexes.map((index) => `${tableArn}/index/${index}`) : [tableArn],
    ),
    conditions,
  });

/**
 * The statements each kind of record-table access needs (see RouteAccess), in the order a
 * route's policy lists them. Every key of RouteAccess that names tables has an entry, so a
 * new kind of access does not compile until its grant is written.
 */
const RECORD_GRANTS: Readonly<
  Record<RecordAccess, (tables: readonly ITableV2[]) => PolicyStatement[]>
> = {
  // One TransactWriteItems: a conditional Put of the record (never over a counter shard)
  // and an Update of a counter shard.
  write: (tables) => [
    onTables(['dynamodb:PutItem'], tables, { conditions: NOT_COUNTERS }),
    onTables(['dynamodb:UpdateItem'], tables, { conditions: onlyCounters() }),
    // A repeated idempotency key: its claim names the first record; no other item is read.
    onTables(['dynamodb:GetItem'], tables, {
      conditions: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${IDEMPOTENCY_CLAIM_PREFIX}*`] },
      },
    }),
  ],
  list: (tables) => [
    onTables(['dynamodb:Query'], tables, {
      indexes: [TABLE_KEYS.listIndex.name, TABLE_KEYS.statusIndex.name],
    }),
  ],
  search: (tables) => [
    onTables(['dynamodb:Query'], tables, { indexes: [TABLE_KEYS.emailIndex.name] }),
  ],
  // Single records by id; the counters in one batch, and nothing else that way.
  read: (tables) => [onTables(['dynamodb:GetItem'], tables)],
  // The counters in one batch; and how many open records arrived by an id bound (the
  // overdue count): a Query of the status index that answers a number, never an item.
  count: (tables) => [
    onTables(['dynamodb:BatchGetItem'], tables, { conditions: onlyCounters() }),
    onTables(['dynamodb:Query'], tables, {
      indexes: [TABLE_KEYS.statusIndex.name],
      conditions: { StringEquals: { 'dynamodb:Select': 'COUNT' } },
    }),
  ],
  // Notify's stamp: that attribute only (and the key that names the item), returning nothing else.
  update: (tables) => [
    onTables(['dynamodb:UpdateItem'], tables, {
      conditions: {
        'ForAllValues:StringEquals': {
          'dynamodb:Attributes': [TABLE_KEYS.partitionKey, NOTIFIED_AT_ATTRIBUTE],
        },
        StringEqualsIfExists: {
          'dynamodb:Select': 'SPECIFIC_ATTRIBUTES',
          'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'],
        },
      },
    }),
  ],
  // Status, notes and assignee: on records, those attributes (and the status index key)
  // only, never the replies (the reply route's, which mails what it stores); on the counter
  // shards, the status counts only (never the total). Returning nothing.
  work: (tables) => [
    onTables(['dynamodb:UpdateItem'], tables, {
      conditions: {
        'ForAllValues:StringEquals': {
          'dynamodb:Attributes': [
            TABLE_KEYS.partitionKey,
            ...Object.values(WORK_ATTRIBUTES).filter((name) => name !== WORK_ATTRIBUTES.replies),
            TABLE_KEYS.statusIndex.partitionKey,
          ],
        },
        ...NOT_COUNTERS,
        StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
      },
    }),
    onTables(['dynamodb:UpdateItem'], tables, {
      conditions: {
        ...onlyCounters(Object.values(STATUS_COUNTER_ATTRIBUTES)),
        StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
      },
    }),
  ],
  // An erasure: records deleted with their counts, as the retention purge deletes them.
  erase: (tables) => recordDeletionStatements(tables.map(({ tableArn }) => tableArn)),
  // Staff's replies: that attribute of records only (the suppression list and SES apart).
  reply: (tables) => replyStatements(tables.map(({ tableArn }) => tableArn)),
  // The samples' facts (received, containers sent): those attributes of records only,
  // never a counter shard, returning nothing (the route reads the record back with GetItem).
  samples: (tables) => [
    onTables(['dynamodb:UpdateItem'], tables, {
      conditions: {
        'ForAllValues:StringEquals': {
          'dynamodb:Attributes': [TABLE_KEYS.partitionKey, ...Object.values(SAMPLE_ATTRIBUTES)],
        },
        ...NOT_COUNTERS,
        StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
      },
    }),
  ],
};
const RECORD_ACCESS = Object.keys(RECORD_GRANTS) as RecordAccess[];

interface SessionGrant {
  readonly actions: readonly string[];
  /** The kinds of item (by key prefix) the actions may touch. */
  readonly keys: readonly SessionKeyKind[];
}

/**
 * What each kind of sessions-table access may do there, and to which items (see
 * `sessionAccess`): the token check reads a token's session and its admin's sign-out time
 * in one batch and records the session's last activity; logout also puts both; sign-in
 * counts failures, records the session of a token it releases, and claims codes and
 * handles. Never a delete, and no route but logout writes `user#` items.
 */
const SESSION_GRANTS = {
  check: [
    { actions: ['dynamodb:BatchGetItem'], keys: ['token', 'user'] },
    { actions: ['dynamodb:UpdateItem'], keys: ['token'] },
  ],
  revoke: [
    { actions: ['dynamodb:BatchGetItem', 'dynamodb:PutItem'], keys: ['token', 'user'] },
    { actions: ['dynamodb:UpdateItem'], keys: ['token'] },
  ],
  guard: [
    { actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], keys: ['signIn'] },
    // A released token's session, and what is used once; each a Put that refuses to
    // overwrite an item (the condition is the code's; the grant cannot require it). The
    // account's last sign-in (`seen#`), overwritten each time.
    { actions: ['dynamodb:PutItem'], keys: ['token', 'code', 'handle', 'seen'] },
    // Whether an administrator disabled the account, before its token is released.
    { actions: ['dynamodb:GetItem'], keys: ['user'] },
  ],
} as const satisfies Record<NonNullable<ReturnType<typeof sessionAccess>>, readonly SessionGrant[]>;

/** Each grant on the sessions table, limited to items whose key has one of its prefixes. */
const sessionStatements = (grants: readonly SessionGrant[], table: ITableV2) =>
  grants.map(
    ({ actions, keys }) =>
      new PolicyStatement({
        actions: [...actions],
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': keys.map((kind) => `${SESSION_KEYS[kind]}*`),
          },
        },
      }),
  );

/** The audit trail: every auditing route appends; the activity route also pages through it. */
const AUDIT_GRANTS = {
  append: (table: ITableV2) => [auditAppendStatement(table.tableArn)],
  read: (table: ITableV2) => [
    auditAppendStatement(table.tableArn),
    new PolicyStatement({ actions: ['dynamodb:Query'], resources: [table.tableArn] }),
  ],
} as const satisfies Record<
  NonNullable<ReturnType<typeof auditAccess>>,
  (table: ITableV2) => PolicyStatement[]
>;

/**
 * The user-pool actions of each kind of accounts access (see RouteAccess), on the pool's
 * ARN alone: the colleagues list reads users and group members; the accounts list also
 * reads each account (its authenticator); managing adds exactly the changes the routes make.
 */
export const ACCOUNT_POOL_ACTIONS = {
  colleagues: ['cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup'],
  read: ['cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup', 'cognito-idp:AdminGetUser'],
  invite: [
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminListGroupsForUser',
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminAddUserToGroup',
    // An account whose invitation could not be sent is taken back, so it can be invited again.
    'cognito-idp:AdminDeleteUser',
  ],
  manage: [
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminListGroupsForUser',
    'cognito-idp:AdminAddUserToGroup',
    'cognito-idp:AdminRemoveUserFromGroup',
    'cognito-idp:AdminDisableUser',
    'cognito-idp:AdminEnableUser',
    'cognito-idp:AdminSetUserMFAPreference',
    'cognito-idp:AdminUserGlobalSignOut',
  ],
} as const satisfies Record<NonNullable<RouteAccess['accounts']>, readonly string[]>;

/**
 * An accounts route's statements: its pool actions; the accounts' last sign-ins (`seen#`)
 * when it reads accounts; and, when it invites, the invitation's send. (Ending an
 * account's sessions is the `revoke` session grant, which `sessionAccess` gives it.)
 */
function accountStatements(
  accounts: NonNullable<RouteAccess['accounts']>,
  targets: RouteGrantTargets,
): PolicyStatement[] {
  return [
    new PolicyStatement({
      actions: [...ACCOUNT_POOL_ACTIONS[accounts]],
      resources: [targets.userPool.userPoolArn],
    }),
    ...(accounts === 'colleagues'
      ? []
      : sessionStatements(
          [{ actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem'], keys: ['seen'] }],
          targets.tables.session,
        )),
    ...(accounts === 'invite'
      ? [targets.mail.sendToAnyAddressStatement(targets.configurationSet)]
      : []),
  ];
}
