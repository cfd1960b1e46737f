import { tableEnvironment, type RouteEnvValues } from '@lab/shared/api/route-env';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_NOTIFY_TO,
  DEFAULT_REGION,
} from '@lab/shared/lambda/deployment-defaults';
import { SECRET_IDS, SECRETS } from '@lab/shared/security/secrets';
import { UNIT_SECRET_VALUES } from './support/fixtures';

/** A value for every variable any route declares, so every handler module loads. */
const routeValues: RouteEnvValues = {
  ...tableEnvironment((kind) => `unit-${kind}`),
  USER_POOL_ID: 'local_unit',
  USER_POOL_CLIENT_ID: 'unit-client',
  MAIL_FROM: DEFAULT_MAIL_FROM,
  NOTIFY_TO: DEFAULT_NOTIFY_TO,
  MAIL_CONFIGURATION_SET: 'unit-mail',
  MAIL_RECEIPT_CONFIGURATION_SET: 'unit-receipts',
  ORIGIN_SECRET_ARN: 'unit-origin-secret',
  SIGN_IN_HANDLE_KEY_ARN: 'unit-sign-in-handle-key',
  ERASURE_KEY_ARN: 'unit-erasure-key',
  DOCUMENT_LINK_KEY_ARN: 'unit-document-link-key',
  SITE_URL: 'https://lab.example',
};

// Values for the handler modules' start-up checks. Nothing listens at these endpoints:
// a unit test that reached AWS by mistake fails instead of touching a real account.
Object.assign(process.env, {
  AWS_REGION: DEFAULT_REGION,
  AWS_ACCESS_KEY_ID: 'unit',
  AWS_SECRET_ACCESS_KEY: 'unit',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
  COGNITO_ENDPOINT: 'http://127.0.0.1:9',
  SES_ENDPOINT: 'http://127.0.0.1:9',
  // The local stack's stand-ins for the secrets in Secrets Manager.
  ...Object.fromEntries(SECRET_IDS.map((id) => [SECRETS[id].localVar, UNIT_SECRET_VALUES[id]])),
  // Request and audit lines of every call would bury the results; errors still show.
  POWERTOOLS_LOG_LEVEL: 'WARN',
  ...routeValues,
});
