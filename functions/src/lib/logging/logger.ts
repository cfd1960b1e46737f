import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The API's one structured logger (Powertools for AWS Lambda): a JSON line per call, with
 * the Lambda request id, function name and cold start added by `injectLambdaContext` in
 * the handler chain, and the X-Ray trace id. The level is INFO unless Lambda's log-level
 * setting or POWERTOOLS_LOG_LEVEL says otherwise.
 *
 * On the local stack one process runs every handler, so these context fields are those
 * of the latest request to start: the lines that matter (the request line and audit
 * entries) carry their own request id.
 */
export const logger = new Logger({ serviceName: 'lab-api' });
