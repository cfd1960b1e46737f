import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsClientConfig } from '../env';

let client: SecretsManagerClient | undefined;

/** The module's one Secrets Manager client. There is no local stand-in, so no endpoint override. */
export function secretsManagerClient(): SecretsManagerClient {
  client ??= new SecretsManagerClient(awsClientConfig());
  return client;
}
