import { SESClient } from '@aws-sdk/client-ses';
import { awsClientConfig } from '../env';

let client: SESClient | undefined;

export function sesClient(): SESClient {
  client ??= new SESClient(awsClientConfig('SES_ENDPOINT'));
  return client;
}
