import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  type CfnStage,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { FunctionUrlAuthType, InvokeMode, type IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConfigurationSet } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { routeEnvironment, type RouteEnvValues } from '@lab/shared/api/route-env';
import {
  API_ROUTES,
  isStreamed,
  routeTimeoutSeconds,
  streamedPathPattern,
  type ApiRoute,
  type HandlerName,
} from '@lab/shared/api/routes';
import {
  MAIL_CONFIGURATION_SET_ENV,
  MAIL_RECEIPT_CONFIGURATION_SET_ENV,
} from '@lab/shared/data/mail-jobs';
import type { SecretId } from '@lab/shared/security/secrets';
import { ApiFunction } from './api-function';
import { tableNames, type Tables } from './data';
import { generatedSecret } from './generated-secret';
import type { Mail } from './mail';
import { routeGrants } from './route-grants';

/** The stage's throttle for any route without its own (every route in API_ROUTES has one). */
export const STAGE_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

/**
 * One JSON line per request, in the HTTP API's own variables: which route, what status
 * (API Gateway's and the integration's), how long the handler took, and the error when
 * Lambda or the authorizer failed. `ip` is CloudFront's edge address (an HTTP API access
 * log cannot show a request header): the viewer's is in each handler's request line, with
 * `apiRequestId` = this line's `requestId`, and in CloudFront's logs.
 */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  method: '$context.httpMethod',
  path: '$context.path',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationStatus: '$context.integration.status',
  lambdaStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  error: '$context.error.message',
} as const;

export interface ApiProps {
  /** Every table; each route's function is granted and told of only those its route declares. */
  readonly tables: Tables;
  /** The admin user pool: the authorizer checks its tokens, sign-in uses its app client. */
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The SES identities the notify route sends through. */
  readonly mail: Mail;
  /** Sender address of the notify route's mail. */
  readonly mailFrom: string;
  /** The laboratory's address the notify route mails. */
  readonly notifyTo: string;
  /**
   * The erasure key, which the erase route keys its address hashes with: from the data
   * stack, as it must outlive this one (it is never rotated, see the data stack).
   */
  readonly erasureKey: ISecret;
  /**
   * The configuration set the notify route sends with, as the mail worker does, so SES
   * reports its messages to the delivery feedback too.
   */
  readonly configurationSet: IConfigurationSet;
  /**
   * The site's address (`https://…`): the invitation e-mail links to its /admin. Known only
   * once the site exists (after the API, which it fronts), so usually a lazy value.
   */
  readonly siteUrl: string;
  /**
   * The configuration set of mail to requesters (receipts, follow-ups), which the reply
   * route sends staff's replies with, so their bounces and complaints count with the receipts'.
   */
  readonly receiptConfigurationSet: IConfigurationSet;
}

/** A streamed route's own origin: its function URL, and the paths CloudFront sends there. */
export interface StreamedOrigin {
  /** CloudFront path pattern, e.g. `/api/admin/export/*`. */
  readonly pathPattern: string;
  /** The function URL (auth type AWS_IAM): CloudFront reaches it through origin access control. */
  readonly url: IFunctionUrl;
}

/**
 * The HTTP API: one function and one route per entry of the shared route table, each
 * function given the environment and granted exactly what its route's `access` declares
 * (`routeEnvironment`, `routeGrants`). Admin routes are checked twice: by the API's
 * Cognito JWT authorizer and again inside the handler.
 */
export class Api extends Construct {
  public readonly httpApi: HttpApi;
  public readonly functions: ReadonlyMap<HandlerName, ApiFunction>;
  /** Host name CloudFront forwards `/api/*` to. */
  public readonly domain: string;
  /** The value CloudFront sends in ORIGIN_VERIFY_HEADER; handlers refuse requests without it. */
  public readonly originSecret: ISecret;
  /** The key the sign-in routes seal their handles with. */
  public readonly signInHandleKey: ISecret;
  /** The key document links (a request's label, form and status page) are signed with. */
  public readonly documentLinkKey: ISecret;
  public readonly stage: HttpStage;
  /**
   * The routes the table marks `streamed`: API Gateway can neither stream nor answer more
   * than 6 MB, so each is its function's URL (RESPONSE_STREAM), with no API route.
   */
  public readonly streamedOrigins: readonly StreamedOrigin[];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Laboratory website API (behind CloudFront at /api/*)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // A small lab's traffic is a few requests a minute; this caps runaway cost and abuse.
      throttle: STAGE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });
    // Each route's own throttle from the route table, keyed by route key. API Gateway
    // refuses settings for a route that does not exist yet, so the stage waits for the routes.
    (this.stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      API_ROUTES.filter((route) => !isStreamed(route)).map((route) => [
        routeKey(route),
        {
          ThrottlingRateLimit: route.throttle.rateLimit,
          ThrottlingBurstLimit: route.throttle.burstLimit,
        },
      ]),
    );
    this.domain = `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;

    const authorizer: IHttpRouteAuthorizer = new HttpUserPoolAuthorizer(
      'AdminAuthorizer',
      props.userPool,
      {
        userPoolClients: [props.userPoolClient],
      },
    );

    // The API's secrets, one per use (SECRETS), so rotating one reaches nothing else.
    this.originSecret = generatedSecret(this, 'OriginSecret', {
      description: 'Header value CloudFront adds to /api requests; the API refuses others',
      rotation:
        'Rotated by the operator (docs/operations/secret-rotation.md): CloudFront reads the value at deploy time, and the handlers accept the current and the previous value while a rotation is deployed.',
    });
    this.signInHandleKey = generatedSecret(this, 'SignInHandleKey', {
      description: 'Key the sign-in routes seal the handle between sign-in steps with',
      rotation:
        'Rotated by the operator (docs/operations/secret-rotation.md) with put-secret-value alone: handles are sealed with the current value and opened with the current or the previous one, so a rotation ends no sign-in in progress.',
    });
    this.documentLinkKey = generatedSecret(this, 'DocumentLinkKey', {
      description: "Key a request's document and status links are signed with (decision 0020)",
      rotation:
        'Rotated by the operator (docs/operations/secret-rotation.md) with put-secret-value alone: links are signed with the current value and checked against the current and the previous one, so a rotation ends no link until the next.',
    });
    const secrets: Readonly<Record<SecretId, ISecret>> = {
      origin: this.originSecret,
      signInHandle: this.signInHandleKey,
      erasure: props.erasureKey,
      documentLink: this.documentLinkKey,
    };

    // Every value a route may ask for; each function gets only its route's share.
    const values: RouteEnvValues = {
      ...tableNames(props.tables),
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      MAIL_FROM: props.mailFrom,
      NOTIFY_TO: props.notifyTo,
      [MAIL_CONFIGURATION_SET_ENV]: props.configurationSet.configurationSetName,
      [MAIL_RECEIPT_CONFIGURATION_SET_ENV]: props.receiptConfigurationSet.configurationSetName,
      ORIGIN_SECRET_ARN: secrets.origin.secretArn,
      SIGN_IN_HANDLE_KEY_ARN: secrets.signInHandle.secretArn,
      ERASURE_KEY_ARN: secrets.erasure.secretArn,
      DOCUMENT_LINK_KEY_ARN: secrets.documentLink.secretArn,
      SITE_URL: props.siteUrl,
    };

    const functions = new Map<HandlerName, ApiFunction>();
    const streamedOrigins: StreamedOrigin[] = [];
    const targets = {
      tables: props.tables,
      mail: props.mail,
      configurationSet: props.configurationSet,
      receiptConfigurationSet: props.receiptConfigurationSet,
      secrets,
      userPool: props.userPool,
    };
    for (const route of API_ROUTES) {
      const fn = new ApiFunction(this, pascal(route.handler), {
        handler: route.handler,
        environment: routeEnvironment(route, values),
        timeout: Duration.seconds(routeTimeoutSeconds(route)),
      });
      for (const statement of routeGrants(route, targets)) fn.addToRolePolicy(statement);

      functions.set(route.handler, fn);
      if (isStreamed(route)) {
        // AWS_IAM: Lambda refuses an unsigned call to the URL without running the function,
        // so a flood straight at it draws nothing from the account's shared concurrency;
        // only CloudFront (origin access control, site.ts) can sign, behind WAF. Its
        // signature fills Authorization, so the admin token comes in ADMIN_TOKEN_HEADER.
        // No reserved concurrency: an account under 100 + N concurrency (new accounts get
        // 10) refuses the reservation and the deploy fails (decision 0019).
        const url = fn.addFunctionUrl({
          authType: FunctionUrlAuthType.AWS_IAM,
          invokeMode: InvokeMode.RESPONSE_STREAM,
        });
        streamedOrigins.push({ pathPattern: streamedPathPattern(route), url });
        continue;
      }

      const routes = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${pascal(route.handler)}Integration`, fn),
        ...(route.auth === 'admin' && { authorizer }),
      });
      for (const created of routes) this.stage.node.addDependency(created);
      if (route.auth === 'public') {
        for (const publicRoute of routes) {
          Validations.of(publicRoute).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason: `${route.method} ${route.path} is public by design: visitors submit forms and admins sign in without a token. Input is validated and size-limited in the handler and rate-limited by the stage throttle and WAF.`,
          });
        }
      }
    }
    this.functions = functions;
    this.streamedOrigins = streamedOrigins;
  }
}

/** API Gateway's key of a route: `POST /api/contact`. */
export const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;

const pascal = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_, __: string, letter: string) => letter.toUpperCase());
