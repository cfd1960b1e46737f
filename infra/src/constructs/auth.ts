import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { UserPoolClient, IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { AccountRecovery, FeaturePlan, UserPool } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

/**
 * The admin sign-in: a user pool only an operator can add users to (see
 * `npm run admin:create`), and the web app client the login handler signs in with.
 */
export class Auth extends Construct {
  public readonly userPool: IUserPool;
  public readonly client: IUserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const userPool = new UserPool(this, 'AdminUsers', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 14,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Staff sign in on the admin screen with username and password through the login handler, which has no MFA step; the pool has no self sign-up and only operator-created users.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          'Threat protection needs the Plus feature plan (a per-user monthly cost) for a handful of staff accounts; Cognito still locks out repeated failed sign-ins and WAF rate-limits POSTs to the API.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'Same as COG3: the Plus feature plan is not worth its cost for a few staff users.',
      },
    );

    this.client = userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.hours(8),
      enableTokenRevocation: true,
    }) satisfies UserPoolClient;
    this.userPool = userPool;
  }
}
