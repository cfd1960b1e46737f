import { routeEnvironment, tableEnvironment, type RouteEnvValues } from '@lab/shared/api/route-env';
import { routeSecrets, type ApiRoute } from '@lab/shared/api/routes';
import {
  MAIL_CONFIGURATION_SET_ENV,
  MAIL_RECEIPT_CONFIGURATION_SET_ENV,
} from '@lab/shared/data/mail-jobs';
import { TABLES } from '@lab/shared/data/tables';
import {
  SECRET_IDS,
  SECRETS,
  type SecretEnvName,
  type SecretLocalName,
} from '@lab/shared/security/secrets';
import { accountSecretFile } from './admin-secret';
import { ensureAccount, type LocalAccount } from './local-admin-pool';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-clients';
import { ensureAllTables } from './local-tables';
import { localSecretValues } from './secrets';
import { startStandIns, type DynamoDbControl, type StandInPorts } from './stand-ins';

/** The local administrator (every admin route) and staff member (the staff routes). */
export const ADMIN_USERNAME = 'admin';
export const STAFF_USERNAME = 'staff';

export interface LocalStackOptions {
  ports: StandInPorts;
  /**
   * Where DynamoDB and Cognito keep their data, and the erasure key; null for in-memory
   * DynamoDB and a new erasure key each start.
   */
  dataDir: string | null;
  cognitoDir?: string;
  adminPassword: string;
  notifyTo: string;
  mailFrom: string;
  /** The site's address, which the invitation e-mail links to (its /admin). */
  siteUrl: string;
  /** Suffix for table names, so test files can each have their own tables. */
  tableSuffix?: string;
  /**
   * False for record tables without streams, where nothing reads them (the API benchmark):
   * DynamoDB Local keeps a stream's records in its own store and each write slows as they
   * pile up (about 6,000 items/s falling to 130 over 100,000 writes), which a DynamoDB
   * table's stream never does. True unless said.
   */
  recordStreams?: boolean;
}

/**
 * A value for each variable a route may declare (tables, user pool, mail, the secrets'
 * ARNs), and the values that stand in for the secrets themselves: each handler gets the
 * stand-in of each secret its route declares (see `handlerEnv`).
 */
export type LocalValues = RouteEnvValues & Readonly<Record<SecretLocalName, string>>;

/** What the stand-ins give the handlers: plain values, so a test run can pass them around. */
export interface LocalEnv {
  /**
   * What every function gets, as the Lambda runtime gives every function its region and
   * credentials; here also the stand-ins' endpoints.
   */
  base: Record<string, string>;
  values: LocalValues;
}

export interface LocalStack extends LocalEnv {
  mailViewerUrl: string;
  /** The local administrator's authenticator secret (base32): `npm run admin:code` prints its code. */
  adminTotpSecret: string;
  /** The local staff member's (`npm run admin:code -- staff`). */
  staffTotpSecret: string;
  /** DynamoDB Local on its own, for fault tests. */
  dynamodb: DynamoDbControl;
  stop(): Promise<void>;
}

/**
 * What stands in for each secret's ARN, which no local handler reads: the routes declare
 * them as in AWS, and each handler reads its secrets' local values instead.
 */
export const LOCAL_SECRET_ARNS = Object.fromEntries(
  SECRET_IDS.map((id) => [
    SECRETS[id].envVar,
    `arn:aws:secretsmanager:local:000000000000:secret:unused-${id}`,
  ]),
) as Readonly<Record<SecretEnvName, string>>;

/**
 * The configuration set's name locally: aws-ses-v2-local has none and takes any, and the
 * handlers that send need one.
 */
export const LOCAL_CONFIGURATION_SET = 'lab-local-mail';

/** The receipts' (requesters') configuration set locally: aws-ses-v2-local takes any name. */
export const LOCAL_RECEIPT_CONFIGURATION_SET = 'lab-local-receipts';

/**
 * The daily receipt caps locally (RECEIPT_CAPS in AWS): every local request comes from one
 * address and a test run or a benchmark sends hundreds of receipts a day, so both are
 * raised out of reach. Tests of the caps pass their own.
 */
export const LOCAL_RECEIPT_CAPS = { RECEIPT_CLIENT_CAP: '1000000', RECEIPT_BUDGET: '1000000' };

/** The value the local server adds in ORIGIN_VERIFY_HEADER, as CloudFront does. */
export function localOriginSecret({ values }: LocalEnv): string {
  const secret = values[SECRETS.origin.localVar];
  if (!secret) throw new Error(`The local stack gave no ${SECRETS.origin.localVar}`);
  return secret;
}

/**
 * The environment of one route's handler: the base, what its route declares, and the local
 * value of each secret its route declares (as in Lambda, a handler sees no other secret).
 */
export function handlerEnv(route: ApiRoute, { base, values }: LocalEnv): Record<string, string> {
  const secrets = routeSecrets(route).map((id) => SECRETS[id].localVar);
  return {
    ...base,
    ...routeEnvironment(route, values),
    ...Object.fromEntries(secrets.map((name) => [name, values[name]])),
  };
}

/** Table name variables → local table names. */
export function localTableEnv(suffix = '') {
  return tableEnvironment((kind) => TABLES[kind].localName + suffix);
}

/** Starts the stand-ins, sets them up, and returns the handlers' environment. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  // First: a damaged erasure key file stops the start before anything runs.
  const secrets = localSecretValues(options.dataDir);
  const standIns = await startStandIns(options);
  try {
    const tables = localTableEnv(options.tableSuffix);
    // One account after the other: the first makes the pool.
    const accounts = async (): Promise<[LocalAccount, LocalAccount]> => {
      const account = (username: string, role: 'administrator' | 'staff') =>
        ensureAccount(standIns.endpoints.cognito, {
          username,
          role,
          password: options.adminPassword,
          secretFile: accountSecretFile(standIns.cognitoDir, username),
        });
      const administrator = await account(ADMIN_USERNAME, 'administrator');
      return [administrator, await account(STAFF_USERNAME, 'staff')];
    };
    const [, [admin, staff]] = await Promise.all([
      ensureAllTables(standIns.endpoints.dynamodb, tables, {
        recordStreams: options.recordStreams ?? true,
      }),
      accounts(),
    ]);
    return {
      base: {
        AWS_REGION: LOCAL_REGION,
        AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
        DYNAMODB_ENDPOINT: standIns.endpoints.dynamodb,
        COGNITO_ENDPOINT: standIns.endpoints.cognito,
        SES_ENDPOINT: standIns.endpoints.ses,
        ...LOCAL_RECEIPT_CAPS,
      },
      values: {
        ...tables,
        USER_POOL_ID: admin.userPoolId,
        USER_POOL_CLIENT_ID: admin.clientId,
        MAIL_FROM: options.mailFrom,
        NOTIFY_TO: options.notifyTo,
        SITE_URL: options.siteUrl,
        [MAIL_CONFIGURATION_SET_ENV]: LOCAL_CONFIGURATION_SET,
        [MAIL_RECEIPT_CONFIGURATION_SET_ENV]: LOCAL_RECEIPT_CONFIGURATION_SET,
        // Declared by the routes as in AWS, never read locally: the local values take their
        // place (no Secrets Manager runs here; a function in Lambda refuses them).
        ...LOCAL_SECRET_ARNS,
        ...secrets,
      },
      mailViewerUrl: standIns.endpoints.ses,
      adminTotpSecret: admin.totpSecret,
      staffTotpSecret: staff.totpSecret,
      dynamodb: standIns.dynamodb,
      stop: standIns.stop,
    };
  } catch (error) {
    await standIns.stop();
    throw error;
  }
}
