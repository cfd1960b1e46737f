import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_REGION } from '@lab/shared/lambda/deployment-defaults';

/* How set-up, the local workers, benchmarks and tests reach the stand-ins. */

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = DEFAULT_REGION;

/** An AWS SDK client's settings for the stand-in at `endpoint`. */
export function localClientConfig(endpoint: string) {
  return { endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
}

/**
 * A DynamoDB client of its own for a stand-in, so set-up, benchmarks and tests never
 * share the handlers' client.
 */
export function localDocumentClient(endpoint: string): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient(localClientConfig(endpoint)));
}
