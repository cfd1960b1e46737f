import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClientConfig } from '../env';

let client: DynamoDBDocumentClient | undefined;

/** The module's one DynamoDB document client, reused across invocations. */
export function dynamoClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient(awsClientConfig('DYNAMODB_ENDPOINT')), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return client;
}
