// Values for the handler modules' start-up checks. Nothing listens at these endpoints:
// a unit test that reached AWS by mistake fails instead of touching a real account.
Object.assign(process.env, {
  AWS_REGION: 'ca-central-1',
  AWS_ACCESS_KEY_ID: 'unit',
  AWS_SECRET_ACCESS_KEY: 'unit',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
  COGNITO_ENDPOINT: 'http://127.0.0.1:9',
  SES_ENDPOINT: 'http://127.0.0.1:9',
  CONTACTS_TABLE_NAME: 'unit-contacts',
  RESOURCE_REQUESTS_TABLE_NAME: 'unit-resources',
  SHIPPING_REQUESTS_TABLE_NAME: 'unit-shipping',
  USER_POOL_ID: 'local_unit',
  USER_POOL_CLIENT_ID: 'unit-client',
  MAIL_FROM: 'no-reply@example.com',
  NOTIFY_TO: 'lab@example.com',
});
