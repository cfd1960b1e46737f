import { randomBytes } from 'node:crypto';
import { routeEnvironment, tableEnvironment, type RouteEnvValues } from '@lab/shared/api/route-env';
import type { ApiRoute } from '@lab/shared/api/routes';
import { MAIL_CONFIGURATION_SET_ENV } from '@lab/shared/data/mail-jobs';
import { TABLES } from '@lab/shared/data/tables';
import { adminSecretFile } from './admin-secret';
import { ensureAdmin, ensureAllTables, LOCAL_CREDENTIALS, LOCAL_REGION } from './bootstrap';
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

/** What the stand-ins give the handlers: plain values, so a test run can pass them around. */
export interface LocalEnv {
  /**
   * What every function gets, as the Lambda runtime gives every function its region and
   * credentials; here also the stand-ins' endpoints and the origin secret (ORIGIN_SECRET),
   * which the local server adds to every API request as CloudFront adds the deployed one.
   */
  base: Record<string, string>;
  /** A value for each variable a route may declare: tables, user pool, mail (with the configuration set). */
  values: RouteEnvValues;
}

export interface LocalStack extends LocalEnv {
  mailViewerUrl: string;
  /** The local admin's authenticator secret (base32): `npm run admin:code` prints its code. */
  adminTotpSecret: string;
  /** DynamoDB Local on its own, for fault tests. */
  dynamodb: DynamoDbControl;
  stop(): Promise<void>;
}

/**
 * The configuration set's name locally: aws-ses-v2-local has none and takes any, and the
 * handlers that send need one.
 */
export const LOCAL_CONFIGURATION_SET = 'lab-local-mail';

/** What stands in for the origin secret's ARN, which no local handler reads. */
export const LOCAL_ORIGIN_SECRET_ARN = 'arn:aws:secretsmanager:local:000000000000:secret:unused';

/** The value the local server adds in ORIGIN_VERIFY_HEADER, as CloudFront does. */
export function localOriginSecret({ base }: LocalEnv): string {
  const secret = base.ORIGIN_SECRET;
  if (!secret) throw new Error('The local stack gave no ORIGIN_SECRET');
  return secret;
}

/** The environment of one route's handler: the base, plus what its route declares. */
export function handlerEnv(route: ApiRoute, { base, values }: LocalEnv): Record<string, string> {
  return { ...base, ...routeEnvironment(route, values) };
}

/** Table name variables → local table names. */
export function localTableEnv(suffix = '') {
  return tableEnvironment((kind) => TABLES[kind].localName + suffix);
}

/** Starts the stand-ins, sets them up, and returns the handlers' environment. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const standIns = await startStandIns(options);
  try {
    const tables = localTableEnv(options.tableSuffix);
    const [, admin] = await Promise.all([
      ensureAllTables(standIns.endpoints.dynamodb, tables),
      ensureAdmin(standIns.endpoints.cognito, {
        username: ADMIN_USERNAME,
        password: options.adminPassword,
        secretFile: adminSecretFile(standIns.cognitoDir),
      }),
    ]);
    return {
      base: {
        AWS_REGION: LOCAL_REGION,
        AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
        DYNAMODB_ENDPOINT: standIns.endpoints.dynamodb,
        COGNITO_ENDPOINT: standIns.endpoints.cognito,
        SES_ENDPOINT: standIns.endpoints.ses,
        // New on every start, so nothing can be written against it: no Secrets Manager
        // runs locally, and the handlers accept this value instead (never in Lambda).
        ORIGIN_SECRET: randomBytes(32).toString('base64url'),
      },
      values: {
        ...tables,
        USER_POOL_ID: admin.userPoolId,
        USER_POOL_CLIENT_ID: admin.clientId,
        MAIL_FROM: options.mailFrom,
        NOTIFY_TO: options.notifyTo,
        [MAIL_CONFIGURATION_SET_ENV]: LOCAL_CONFIGURATION_SET,
        // Declared by every route as in AWS, never read locally: ORIGIN_SECRET takes its place.
        ORIGIN_SECRET_ARN: LOCAL_ORIGIN_SECRET_ARN,
      },
      mailViewerUrl: standIns.endpoints.ses,
      adminTotpSecret: admin.totpSecret,
      dynamodb: standIns.dynamodb,
      stop: standIns.stop,
    };
  } catch (error) {
    await standIns.stop();
    throw error;
  }
}
