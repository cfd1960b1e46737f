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
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import {
  AUDIT_TABLE,
  FOLLOW_UP_DUE_INDEX,
  MAIL_RECIPIENTS_TABLE,
  RECORD_INDEXES,
  RECORD_STREAM_VIEW,
  RECORD_TABLES,
  SESSION_TABLE,
  TABLE_KEYS,
} from '@lab/shared/data/tables';

/** DynamoDB's attribute type letters, as the shared table definitions spell them. */
const ATTRIBUTE_TYPES = { S: AttributeType.STRING, N: AttributeType.NUMBER } as const;

/**
 * The three request tables, from the same definition the local stack creates them
 * from: on-demand, encrypted with an AWS managed key, point-in-time recovery, deletion
 * protection, and retained if the stack is ever deleted. Each has a stream, which the mail
 * worker reads (see MailDelivery).
 */
export class Data extends Construct {
  public readonly tables: Readonly<Record<RecordKind, ITableV2>>;
  /** Signed-out admin sessions (see SESSION_TABLE): short-lived items that expire by TTL. */
  public readonly sessionTable: ITableV2;
  /** The audit trail (see AUDIT_TABLE): append-only for the handlers, kept two years by TTL. */
  public readonly auditTable: ITableV2;
  /** What the mail worker knows of recipient addresses (see MAIL_RECIPIENTS_TABLE). */
  public readonly recipientsTable: ITableV2;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const { partitionKey } = TABLE_KEYS;
    const tables = {} as Record<RecordKind, ITableV2>;
    for (const kind of RECORD_KINDS) {
      tables[kind] = new TableV2(this, RECORD_TABLES[kind].title, {
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
        removalPolicy: RemovalPolicy.RETAIN,
        dynamoStream: StreamViewType[RECORD_STREAM_VIEW],
      });
    }
    this.tables = tables;

    this.sessionTable = new TableV2(this, SESSION_TABLE.title, {
      partitionKey: { name: SESSION_TABLE.partitionKey, type: AttributeType.STRING },
      timeToLiveAttribute: SESSION_TABLE.ttlAttribute,
      encryption: TableEncryptionV2.awsManagedKey(),
      // Every item expires within one token lifetime and a lost item only lets a token
      // live out its remaining minutes: nothing here is worth restoring or retaining.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.sessionTable).acknowledge({
      id: 'AwsSolutions-DDB3',
      reason:
        'The sessions table holds only revocations that expire (TTL) within one access-token lifetime (60 minutes); a restore would bring back nothing still in force, so point-in-time recovery would cost without protecting anything.',
    });

    // Evidence: recoverable to any second of the last 35 days, kept if the stack goes, and
    // never deleted but by its own retention (TTL).
    this.auditTable = new TableV2(this, AUDIT_TABLE.title, {
      partitionKey: { name: AUDIT_TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: AUDIT_TABLE.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: AUDIT_TABLE.ttlAttribute,
      encryption: TableEncryptionV2.awsManagedKey(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The suppression list must outlive a stack replacement (an address that bounced stays
    // suppressed); the hourly limits and the settled follow-ups expire by TTL. The sparse
    // index holds the follow-ups still to send (keys only: the worker claims each on the
    // table).
    this.recipientsTable = new TableV2(this, MAIL_RECIPIENTS_TABLE.title, {
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
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
