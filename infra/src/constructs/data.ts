import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AttributeType,
  ProjectionType,
  StreamViewType,
  TableEncryptionV2,
  TableV2,
  type ITableV2,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableEnvironment } from '@lab/shared/api/route-env';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import {
  AUDIT_TABLE,
  FOLLOW_UP_DUE_INDEX,
  MAIL_RECIPIENTS_TABLE,
  RECORD_INDEXES,
  RECORD_STREAM_VIEW,
  RECORD_TABLES,
  RECORD_TTL_ATTRIBUTE,
  SESSION_TABLE,
  TABLE_KEYS,
  type TableId,
} from '@lab/shared/data/tables';

/**
 * Every table, keyed as the shared table definitions key them (`TABLES`): the record
 * tables by kind, `session` (signed-out admin sessions and sign-in lockouts), `audit` (the
 * audit trail, append-only for the handlers) and `recipients` (what the mail worker knows
 * of recipient addresses). One map travels from the data stack to every construct that
 * uses a table, so a new table is one more key, not one more prop on each of them.
 */
export type Tables = Readonly<Record<TableId, ITableV2>>;

/** Each table-name environment variable, set to its table's name. */
export const tableNames = (tables: Tables) => tableEnvironment((id) => tables[id].tableName);

/** The ARNs of the record tables, in RECORD_KINDS order. */
export const recordTableArns = (tables: Tables) =>
  RECORD_KINDS.map((kind) => tables[kind].tableArn);

/** DynamoDB's attribute type letters, as the shared table definitions spell them. */
const ATTRIBUTE_TYPES = { S: AttributeType.STRING, N: AttributeType.NUMBER } as const;

/**
 * Every table, from the same definitions the local stack creates them from. The three
 * request tables: on-demand, encrypted with an AWS managed key, point-in-time recovery,
 * deletion protection, and retained if the stack is ever deleted; each has a stream, which
 * the mail worker reads (see MailDelivery).
 */
export class Data extends Construct {
  public readonly tables: Tables;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const { partitionKey } = TABLE_KEYS;
    const records = {} as Record<RecordKind, ITableV2>;
    for (const kind of RECORD_KINDS) {
      records[kind] = new TableV2(this, RECORD_TABLES[kind].title, {
        partitionKey: { name: partitionKey, type: AttributeType.STRING },
        // Every index projects the whole item: each answers pages of records.
        globalSecondaryIndexes: RECORD_INDEXES.map((index) => ({
          indexName: index.name,
          partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
          sortKey: { name: index.sortKey, type: AttributeType.STRING },
        })),
        encryption: TableEncryptionV2.awsManagedKey(),
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: true,
        removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
        dynamoStream: StreamViewType[RECORD_STREAM_VIEW],
        // Only idempotency claims carry it: records leave by the retention purge.
        timeToLiveAttribute: RECORD_TTL_ATTRIBUTE,
      });
    }

    const session = new TableV2(this, SESSION_TABLE.title, {
      partitionKey: { name: SESSION_TABLE.partitionKey, type: AttributeType.STRING },
      timeToLiveAttribute: SESSION_TABLE.ttlAttribute,
      encryption: TableEncryptionV2.awsManagedKey(),
      // Every item expires within one token lifetime and a lost item only lets a token
      // live out its remaining minutes: nothing here is worth restoring or retaining.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(session).acknowledge({
      id: 'AwsSolutions-DDB3',
      reason:
        'The sessions table holds only revocations that expire (TTL) within one access-token lifetime (60 minutes); a restore would bring back nothing still in force, so point-in-time recovery would cost without protecting anything.',
    });

    // Evidence: recoverable to any second of the last 35 days, kept if the stack goes, and
    // never deleted but by its own retention (TTL).
    const audit = new TableV2(this, AUDIT_TABLE.title, {
      partitionKey: { name: AUDIT_TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: AUDIT_TABLE.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: AUDIT_TABLE.ttlAttribute,
      encryption: TableEncryptionV2.awsManagedKey(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });

    // The suppression list must outlive a stack replacement (an address that bounced stays
    // suppressed); the hourly limits and the settled follow-ups expire by TTL. The sparse
    // index holds the follow-ups still to send (keys only: the worker claims each on the
    // table).
    const recipients = new TableV2(this, MAIL_RECIPIENTS_TABLE.title, {
      partitionKey: { name: MAIL_RECIPIENTS_TABLE.partitionKey, type: AttributeType.STRING },
      globalSecondaryIndexes: [
        {
          indexName: FOLLOW_UP_DUE_INDEX.name,
          partitionKey: { name: FOLLOW_UP_DUE_INDEX.partitionKey, type: AttributeType.STRING },
          sortKey: {
            name: FOLLOW_UP_DUE_INDEX.sortKey,
            type: ATTRIBUTE_TYPES[FOLLOW_UP_DUE_INDEX.sortKeyType],
          },
          projectionType: ProjectionType[FOLLOW_UP_DUE_INDEX.projection],
        },
      ],
      timeToLiveAttribute: MAIL_RECIPIENTS_TABLE.ttlAttribute,
      encryption: TableEncryptionV2.awsManagedKey(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    this.tables = { ...records, session, audit, recipients };
  }
}
