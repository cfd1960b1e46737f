import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { RECORD_TABLES } from '@lab/shared/data/tables';
import { ensureAdmin, ensureTables, LOCAL_CREDENTIALS, LOCAL_REGION } from './bootstrap';
import { startStandIns, type DynamoDbControl, type StandInPorts } from './stand-ins';

export const ADMIN_USERNAME = 'admin';

export interface LocalStackOptions {
  ports: StandInPorts;
  /** Where DynamoDB and Cognito keep their data; null for in-memory DynamoDB. */
  dataDir: string | null;
  cognitoDir?: string;
  adminPassword: string;
  notifyTo: string;
  mailFrom: string;
  /** Suffix for table names, so test files can each have their own tables. */
  tableSuffix?: string;
}

export interface LocalStack {
  /** The environment the handlers read: the same variables the CDK app sets in Lambda. */
  env: Record<string, string>;
  mailViewerUrl: string;
  /** DynamoDB Local on its own, for fault tests. */
  dynamodb: DynamoDbControl;
  stop(): Promise<void>;
}

/** Table name variables → local table names. */
export function localTableEnv(suffix = ''): Record<string, string> {
  return Object.fromEntries(
    RECORD_KINDS.map((kind) => [
      RECORD_TABLES[kind].envVar,
      RECORD_TABLES[kind].localName + suffix,
    ]),
  );
}

/** Starts the stand-ins, sets them up, and returns the handler environment. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const standIns = await startStandIns(options);
  try {
    const tables = localTableEnv(options.tableSuffix);
    const [, admin] = await Promise.all([
      ensureTables(standIns.endpoints.dynamodb, Object.values(tables)),
      ensureAdmin(standIns.endpoints.cognito, {
        username: ADMIN_USERNAME,
        password: options.adminPassword,
      }),
    ]);
    return {
      env: {
        AWS_REGION: LOCAL_REGION,
        AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
        DYNAMODB_ENDPOINT: standIns.endpoints.dynamodb,
        COGNITO_ENDPOINT: standIns.endpoints.cognito,
        SES_ENDPOINT: standIns.endpoints.ses,
        USER_POOL_ID: admin.userPoolId,
        USER_POOL_CLIENT_ID: admin.clientId,
        MAIL_FROM: options.mailFrom,
        NOTIFY_TO: options.notifyTo,
        ...tables,
      },
      mailViewerUrl: standIns.endpoints.ses,
      dynamodb: standIns.dynamodb,
      stop: standIns.stop,
    };
  } catch (error) {
    await standIns.stop();
    throw error;
  }
}
