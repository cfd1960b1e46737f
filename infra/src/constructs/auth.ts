import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type {
  CfnUserPoolClient,
  UserPoolClient,
  IUserPool,
  IUserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  Mfa,
  UserPool,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ROLE_GROUPS, STAFF_ROLES } from '@lab/shared/api/routes';
import { ACCESS_TOKEN_MINUTES, SIGN_IN_HANDLE_MINUTES } from '@lab/shared/constants/sign-in';
import { INVITATION_VALID_DAYS } from '@lab/shared/schemas/accounts';

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
        // The invitation e-mail says how long its temporary password works.
        tempPasswordValidity: Duration.days(INVITATION_VALID_DAYS),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      /*
       * Every admin signs in with an authenticator code (TOTP; no SMS). The pool says
       * OPTIONAL, not REQUIRED, on purpose: this pool is retained and already exists, and
       * Cognito refuses to turn MFA ON in an existing pool through UpdateUserPool, which is
       * what CloudFormation calls ("Cannot turn MFA functionality ON, once the user pool
       * has been created": aws/aws-cdk#21284, aws-cloudformation/cloudformation-coverage-roadmap#1176),
       * so REQUIRED would fail the data stack's update. OFF to OPTIONAL is allowed. The
       * requirement is enforced by the sign-in instead (functions/src/lib/auth/sign-in.ts):
       * an account without an authenticator that Cognito lets in with its password gets
       * no token; its token stays sealed on the server side of the sign-in session until
       * it has enrolled an authenticator and given a code from it.
       */
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    Validations.of(userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA (TOTP) is required of every account by the sign-in handlers, which release no token before an authenticator code; the pool says OPTIONAL only because Cognito cannot turn MFA ON in an existing pool (see the comment on mfa).',
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

    /*
     * The client the sign-in routes sign in with. It has a secret, which only their role
     * may read (DescribeUserPoolClient): Cognito refuses to start or answer a sign-in on it
     * without the secret, so no one can take a token from Cognito with a password alone
     * and skip the authenticator code, the lockout and the audit trail (and the admin
     * routes accept only tokens whose session the two-step sign-in recorded).
     */
    this.client = userPool.addClient('SignInClient', {
      generateSecret: true,
      authFlows: { userPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      // The admin routes also refuse tokens older than this, so cognito-local's are held to it.
      accessTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.hours(8),
      enableTokenRevocation: true,
      // Long enough to scan the QR code and type the first code at enrolment.
      authSessionValidity: Duration.minutes(SIGN_IN_HANDLE_MINUTES),
    }) satisfies UserPoolClient;

    /*
     * The public client earlier releases signed in with. A client's secret cannot be added
     * in place, and the app stack of the release before imports this client's id, so
     * deleting it in the same deployment would fail the data stack's update ("export in
     * use"). It stays one release with no way to sign in (refresh only, and no one holds
     * its refresh tokens); remove it in the next release.
     */
    const retired = userPool.addClient('WebClient', {
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
    });
    (retired.node.defaultChild as CfnUserPoolClient).explicitAuthFlows = [
      'ALLOW_REFRESH_TOKEN_AUTH',
    ];
    // One group per role: the access token names an account's groups, and every admin
    // route requires the role its route declares (ROLE_GROUPS, shared/src/api/routes.ts).
    for (const role of STAFF_ROLES) {
      new CfnUserPoolGroup(this, `${role === 'staff' ? 'Staff' : 'Administrators'}Group`, {
        userPoolId: userPool.userPoolId,
        groupName: ROLE_GROUPS[role],
        description:
          role === 'staff'
            ? 'Staff: work requests (lists, status, notes, notify, search, export)'
            : 'Administrators: everything staff do, and erasure, the activity log and accounts',
      });
    }
    this.userPool = userPool;
  }
}
