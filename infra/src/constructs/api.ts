import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { routeEnvironment, tableEnvironment, type RouteEnvValues } from '@lab/shared/api/route-env';
import { API_ROUTES, type HandlerName, type RouteAccess } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { TABLE_KEYS } from '@lab/shared/data/tables';
import { ApiFunction } from './api-function';
import type { Mail } from './mail';

export interface ApiProps {
  readonly tables: Readonly<Record<RecordKind, ITableV2>>;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly mail: Mail;
  readonly mailFrom: string;
  readonly notifyTo: string;
}

/**
 * The HTTP API: one function and one route per entry of the shared route table, each
 * function given the environment and granted exactly what its route's `access` declares. Admin routes are checked twice: by
 * the API's Cognito JWT authorizer and again inside the handler.
 */
export class Api extends Construct {
  public readonly httpApi: HttpApi;
  public readonly functions: ReadonlyMap<HandlerName, ApiFunction>;
  /** Host name CloudFront forwards `/api/*` to. */
  public readonly domain: string;
  /** The value CloudFront sends in ORIGIN_VERIFY_HEADER; handlers refuse requests without it. */
  public readonly originSecret: Secret;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Laboratory website API (behind CloudFront at /api/*)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // A small lab's traffic is a few requests a minute; this caps runaway cost and abuse.
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.jsonWithStandardFields(),
      },
    });
    this.domain = `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;

    const authorizer: IHttpRouteAuthorizer = new HttpUserPoolAuthorizer(
      'AdminAuthorizer',
      props.userPool,
      {
        userPoolClients: [props.userPoolClient],
      },
    );

    this.originSecret = new Secret(this, 'OriginSecret', {
      description: 'Header value CloudFront adds to /api requests; the API refuses others',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by the operator (README): CloudFront reads the value at deploy time, and the handlers accept the current and the previous value while a rotation is deployed.',
    });

    // Every value a route may ask for; each function gets only its route's share.
    const values: RouteEnvValues = {
      ...tableEnvironment((kind) => props.tables[kind].tableName),
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      MAIL_FROM: props.mailFrom,
      NOTIFY_TO: props.notifyTo,
      ORIGIN_SECRET_ARN: this.originSecret.secretArn,
    };

    const functions = new Map<HandlerName, ApiFunction>();
    for (const route of API_ROUTES) {
      const access: RouteAccess = route.access;
      const environment = routeEnvironment(route, values);

      const fn = new ApiFunction(this, pascal(route.handler), {
        handler: route.handler,
        environment,
      });
      // Explicit statements rather than table.grant(), which also grants every index.
      const allow = (
        actions: string[],
        kinds: readonly RecordKind[] = [],
        resource = (arn: string) => arn,
      ) => {
        if (kinds.length === 0) return;
        fn.addToRolePolicy(
          new PolicyStatement({
            actions,
            resources: kinds.map((kind) => resource(props.tables[kind].tableArn)),
          }),
        );
      };
      // One TransactWriteItems: a conditional Put of the record and an Update of a counter shard.
      allow(['dynamodb:PutItem', 'dynamodb:UpdateItem'], access.write);
      allow(['dynamodb:Query'], access.list, (arn) => `${arn}/index/${TABLE_KEYS.listIndex.name}`);
      allow(['dynamodb:GetItem', 'dynamodb:BatchGetItem'], access.read);
      if (access.mail) props.mail.grantSend(fn);
      this.originSecret.grantRead(fn);

      const routes = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${pascal(route.handler)}Integration`, fn),
        ...(route.auth === 'admin' && { authorizer }),
      });
      if (route.auth === 'public') {
        for (const publicRoute of routes) {
          Validations.of(publicRoute).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason: `${route.method} ${route.path} is public by design: visitors submit forms and admins sign in without a token. Input is validated and size-limited in the handler and rate-limited by the stage throttle and WAF.`,
          });
        }
      }
      functions.set(route.handler, fn);
    }
    this.functions = functions;
  }
}

const pascal = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_, __: string, letter: string) => letter.toUpperCase());
