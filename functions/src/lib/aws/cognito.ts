import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { awsClientConfig } from '../env';

let client: CognitoIdentityProviderClient | undefined;

export function cognitoClient(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient(awsClientConfig('COGNITO_ENDPOINT'));
  return client;
}
