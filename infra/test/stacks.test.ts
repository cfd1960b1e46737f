import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeEnvNames } from '@lab/shared/api/route-env';
import {
  API_ROUTES,
  apiRoute,
  auditAccess,
  isStreamed,
  ROLE_GROUPS,
  routeSecrets,
  sessionAccess,
  STAFF_ROLES,
  streamedPathPattern,
  tallyAccess,
  type HandlerName,
  type RouteAccess,
} from '@lab/shared/api/routes';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { ACCESS_TOKEN_MINUTES, SIGN_IN_HANDLE_MINUTES } from '@lab/shared/constants/sign-in';
import {
  ASSET_CACHE_CONTROL,
  NO_CACHE_CONTROL,
  NO_CACHE_FILES,
  NO_CACHE_PATHS,
} from '@lab/shared/constants/site-assets';
import {
  AUDIT_TABLE,
  COUNTER_SHARDS,
  IDEMPOTENCY_CLAIM_PREFIX,
  RECORD_TTL_ATTRIBUTE,
  counterId,
  NOTIFIED_AT_ATTRIBUTE,
  SAMPLE_ATTRIBUTES,
  MAIL_RECIPIENTS_TABLE,
  RECIPIENT_COUNT_ATTRIBUTE,
  RECIPIENT_KEYS,
  RECORD_TABLES,
  SESSION_TABLE,
  SESSION_KEYS,
  TABLE_KEYS,
  WORK_ATTRIBUTES,
} from '@lab/shared/data/tables';
import {
  LAMBDA_TIMEOUT_SECONDS,
  STREAMED_TIMEOUT_SECONDS,
} from '@lab/shared/lambda/function-defaults';
import { API_METRICS, AUDIT_METRICS, SIGN_IN_METRICS } from '@lab/shared/lambda/metrics';
import {
  contentSecurityPolicy,
  isStaffPath,
  SECURITY_HEADERS,
  STAFF_PATH_PATTERNS,
} from '@lab/shared/security/headers';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@lab/shared/security/origin';
import { SECRET_IDS, SECRETS, type SecretId } from '@lab/shared/security/secrets';
import { configSchema } from '../src/config';
import { STAGE_THROTTLE } from '../src/constructs/api';
import { SIGN_IN_FAILURE_BURST } from '../src/constructs/monitoring';
import { PURGE_TIMEOUT_MINUTES } from '../src/constructs/retention';
import { ORIGIN_VERIFY_VERSION_HEADER } from '../src/constructs/site';
import { PAGE_CACHE_CONTROL } from '../src/constructs/site-deployment';
import { NOT_FOUND_METADATA, NOT_FOUND_PAGE } from '../src/constructs/site-functions';
import {
  API_BODY_RULES_COUNTED,
  COMMON_RULE_SET_RULES,
  WAF_RESPONSES,
} from '../src/constructs/web-acl';
import { LEGACY_STACK_NAMES } from '../src/stack-names';
import { synth, type Synthesized } from './synth';

let out: Synthesized;
beforeAll(() => {
  out = synth();
});

type Resource = {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};
/**
 * RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE: kept when its stack is deleted or the resource
 * replaced, deleted when the create that made it fails (no orphans from a retried first
 * deploy).
 */
const RETAINED_EXCEPT_ON_CREATE = {
  DeletionPolicy: 'RetainExceptOnCreate',
  UpdateReplacePolicy: 'Retain',
} as const;
const resources = (template: Synthesized['site'], type: string) =>
  Object.entries(template.findResources(type)) as [string, Resource][];

/** Our API functions (under the Api construct), not CDK's own helper functions. */
const apiFunctions = () =>
  resources(out.site, 'AWS::Lambda::Function').filter(([id]) => id.startsWith('Api'));

const pascal = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_, __: string, letter: string) => letter.toUpperCase());

/** The function of one route's handler. */
const functionOf = (handler: HandlerName) => {
  const id = new RegExp(`^Api${pascal(handler)}[0-9A-F]{8}$`);
  const found = apiFunctions().filter(([logicalId]) => id.test(logicalId));
  expect(found).toHaveLength(1);
  return found[0]![1];
};

/**
 * How the app stack refers to each secret (SECRETS): its own two by Ref, and the data
 * stack's erasure key through one of that stack's outputs (CDK's weak cross-stack reference).
 */
const secretReferences = (): Record<SecretId, unknown> => {
  const appSecret = (prefix: string) => {
    const found = resources(out.site, 'AWS::SecretsManager::Secret').filter(([id]) =>
      id.startsWith(prefix),
    );
    expect(found).toHaveLength(1);
    return { Ref: found[0]![0] };
  };
  const [erasureKey, ...others] = resources(out.data, 'AWS::SecretsManager::Secret');
  expect(others).toEqual([]);
  const outputs = out.data.toJSON().Outputs as Record<string, { Value: unknown }>;
  const [published, ...more] = Object.keys(outputs).filter(
    (name) =>
      name.startsWith('PublishOutput') &&
      JSON.stringify(outputs[name]!.Value) === JSON.stringify({ Ref: erasureKey![0] }),
  );
  expect(more).toEqual([]);
  return {
    origin: appSecret('ApiOriginSecret'),
    signInHandle: appSecret('ApiSignInHandleKey'),
    documentLink: appSecret('ApiDocumentLinkKey'),
    erasure: {
      'Fn::GetStackOutput': {
        StackName: LEGACY_STACK_NAMES.data,
        Region: configSchema.parse({}).region,
        OutputName: published,
      },
    },
  };
};

describe('cdk-nag', () => {
  it('finds nothing unacknowledged in any configuration', () => {
    expect(out.violations).toEqual([]);
    const variant = synth({
      wafEnabled: false,
      domainName: 'www.example-lab.ca',
      analyticsId: 'G-TEST123',
    });
    expect(variant.violations).toEqual([]);
  });
});

describe('API', () => {
  /** The routes API Gateway serves: every one but the streamed, served by function URLs. */
  const gatewayRoutes = API_ROUTES.filter((route) => !isStreamed(route));

  it('has exactly one function per entry of the route table, and one API route per unstreamed entry', () => {
    expect(apiFunctions()).toHaveLength(API_ROUTES.length);
    const routes = resources(out.site, 'AWS::ApiGatewayV2::Route');
    expect(routes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(
      gatewayRoutes.map((r) => `${r.method} ${r.path}`).sort(),
    );
    expect(gatewayRoutes.length).toBeLessThan(API_ROUTES.length);
  });

  it('serves each streamed route from a response-streaming function URL of its own function', () => {
    const urls = resources(out.site, 'AWS::Lambda::Url');
    expect(urls).toHaveLength(API_ROUTES.filter(isStreamed).length);
    for (const route of API_ROUTES.filter(isStreamed)) {
      const fnId = apiFunctions().find(([, fn]) => fn === functionOf(route.handler))![0];
      const url = urls.find(
        ([, u]) =>
          JSON.stringify(u.Properties.TargetFunctionArn) ===
          JSON.stringify({ 'Fn::GetAtt': [fnId, 'Arn'] }),
      );
      // IAM auth: an unsigned call straight to the URL is refused by Lambda without running
      // the function, so it draws nothing from the account's concurrency.
      expect(url?.[1].Properties).toMatchObject({
        AuthType: 'AWS_IAM',
        InvokeMode: 'RESPONSE_STREAM',
      });
    }
  });

  it('lets only this distribution invoke a streamed function, and no one else', () => {
    const [distributionId] = resources(out.site, 'AWS::CloudFront::Distribution')[0]!;
    const sourceArn = {
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':cloudfront::',
          { Ref: 'AWS::AccountId' },
          ':distribution/',
          { Ref: distributionId },
        ],
      ],
    };
    for (const route of API_ROUTES.filter(isStreamed)) {
      const fnId = apiFunctions().find(([, fn]) => fn === functionOf(route.handler))![0];
      const [urlId] = resources(out.site, 'AWS::Lambda::Url').find(
        ([, u]) =>
          JSON.stringify(u.Properties.TargetFunctionArn) ===
          JSON.stringify({ 'Fn::GetAtt': [fnId, 'Arn'] }),
      )!;
      // The function, however a permission names it: by its ARN, its name or its URL's.
      const names = [
        { 'Fn::GetAtt': [fnId, 'Arn'] },
        { Ref: fnId },
        { 'Fn::GetAtt': [urlId, 'FunctionArn'] },
      ].map((name) => JSON.stringify(name));
      const permissions = resources(out.site, 'AWS::Lambda::Permission')
        .map(([, p]) => p.Properties)
        .filter((p) => names.includes(JSON.stringify(p.FunctionName)));
      const functionName = { 'Fn::GetAtt': [urlId, 'FunctionArn'] };
      // Both actions a function URL with IAM auth needs, for CloudFront, from this
      // distribution; no other (with auth type NONE, CDK grants the URL to everyone).
      expect(permissions).toEqual([
        {
          Action: 'lambda:InvokeFunctionUrl',
          FunctionName: functionName,
          Principal: 'cloudfront.amazonaws.com',
          SourceArn: sourceArn,
        },
        {
          Action: 'lambda:InvokeFunction',
          FunctionName: functionName,
          InvokedViaFunctionUrl: true,
          Principal: 'cloudfront.amazonaws.com',
          SourceArn: sourceArn,
        },
      ]);
    }
    // The URL's guard is IAM, not a reservation: reserving concurrency fails the deploy on an
    // account whose quota leaves under 100 unreserved (a new account's is 10), decision 0019.
    for (const [, fn] of apiFunctions()) {
      expect(fn.Properties).not.toHaveProperty('ReservedConcurrentExecutions');
    }
  });

  it("gives streamed functions time to write a whole table, and the others API Gateway's budget", () => {
    for (const route of API_ROUTES) {
      expect(functionOf(route.handler).Properties.Timeout, route.handler).toBe(
        isStreamed(route) ? STREAMED_TIMEOUT_SECONDS : LAMBDA_TIMEOUT_SECONDS,
      );
    }
  });

  it('puts the Cognito JWT authorizer on admin routes only', () => {
    for (const route of gatewayRoutes) {
      out.site.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${route.method} ${route.path}`,
        AuthorizationType: route.auth === 'admin' ? 'JWT' : 'NONE',
      });
    }
  });

  it('runs functions on arm64 with the current Node LTS, tracing and set log retention', () => {
    for (const [, fn] of apiFunctions()) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
      });
    }
    for (const [, group] of resources(out.site, 'AWS::Logs::LogGroup')) {
      expect(group.Properties.RetentionInDays).toBeGreaterThan(0);
    }
  });

  it('gives each function exactly the variables its route declares', () => {
    const envOf = (handler: HandlerName) =>
      Object.keys(
        (functionOf(handler).Properties.Environment as { Variables: Record<string, unknown> })
          .Variables,
      ).sort();
    for (const route of API_ROUTES) {
      expect(envOf(route.handler)).toEqual(['NODE_OPTIONS', ...routeEnvNames(route)].sort());
    }
    // The declarations as they stand: a form sees its own table and the mail recipients
    // table (the daily receipt cap per client address) only, only notify gets mail.
    expect(envOf('create-contact')).toEqual([
      'CONTACTS_TABLE_NAME',
      'MAIL_RECIPIENTS_TABLE_NAME',
      'NODE_OPTIONS',
      'ORIGIN_SECRET_ARN',
    ]);
    expect(envOf('admin-login')).toEqual([
      'AUDIT_TABLE_NAME',
      'NODE_OPTIONS',
      'ORIGIN_SECRET_ARN',
      'SESSIONS_TABLE_NAME',
      'SIGN_IN_HANDLE_KEY_ARN',
      'USER_POOL_CLIENT_ID',
      'USER_POOL_ID',
    ]);
    expect(envOf('list-shipping-requests')).toEqual([
      'AUDIT_TABLE_NAME',
      'NODE_OPTIONS',
      'ORIGIN_SECRET_ARN',
      'SESSIONS_TABLE_NAME',
      'SHIPPING_REQUESTS_TABLE_NAME',
      'USER_POOL_CLIENT_ID',
      'USER_POOL_ID',
    ]);
    expect(envOf('get-dashboard')).not.toContain('MAIL_FROM');
    expect(envOf('notify-record')).toEqual(
      expect.arrayContaining([
        'MAIL_FROM',
        'NOTIFY_TO',
        'MAIL_CONFIGURATION_SET',
        'CONTACTS_TABLE_NAME',
      ]),
    );
  });

  it('gives notify the configuration set the mail worker sends alerts with, so SES reports its messages too', () => {
    // The alerts' set (as first deployed) and the receipts' set.
    const sets = resources(out.site, 'AWS::SES::ConfigurationSet').filter(
      ([id]) => !id.startsWith('MailDeliveryReceiptConfigurationSet'),
    );
    expect(sets).toHaveLength(1);
    const variables = (
      functionOf('notify-record').Properties.Environment as {
        Variables: Record<string, unknown>;
      }
    ).Variables;
    expect(variables.MAIL_CONFIGURATION_SET).toEqual({ Ref: sets[0]![0] });
    // The same set for the invitation (asserted with the accounts routes); no other route is told of it.
    const senders = new Set(['notify-record', 'invite-account']);
    expect(
      (
        functionOf('invite-account').Properties.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables.MAIL_CONFIGURATION_SET,
    ).toEqual({ Ref: sets[0]![0] });
    for (const route of API_ROUTES.filter((r) => !senders.has(r.handler))) {
      const env = functionOf(route.handler).Properties.Environment as {
        Variables: Record<string, unknown>;
      };
      expect(env.Variables, route.handler).not.toHaveProperty('MAIL_CONFIGURATION_SET');
    }
  });

  const stage = () => {
    const stages = resources(out.site, 'AWS::ApiGatewayV2::Stage');
    expect(stages).toHaveLength(1);
    return out.site.toJSON().Resources[stages[0]![0]] as Resource & { DependsOn: string[] };
  };

  it("throttles each route by the route table's throttle, under a stage default", () => {
    const { Properties } = stage();
    expect(Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
    });
    expect(Properties.RouteSettings).toEqual(
      Object.fromEntries(
        gatewayRoutes.map((route) => [
          `${route.method} ${route.path}`,
          {
            ThrottlingRateLimit: route.throttle.rateLimit,
            ThrottlingBurstLimit: route.throttle.burstLimit,
          },
        ]),
      ),
    );
    // Sign-in and mail are throttled harder than the stage default.
    expect(
      (Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number }>)[
        'POST /api/admin/login'
      ]!.ThrottlingRateLimit,
    ).toBeLessThan(STAGE_THROTTLE.rateLimit);
  });

  it('creates the stage after the routes its settings name', () => {
    // API Gateway refuses RouteSettings for a route key that does not exist yet.
    const dependsOn = stage().DependsOn;
    for (const [id] of resources(out.site, 'AWS::ApiGatewayV2::Route')) {
      expect(dependsOn).toContain(id);
    }
  });

  it('writes access logs in the HTTP API format: route, status, latencies, integration errors', () => {
    const settings = stage().Properties.AccessLogSettings as { Format: string };
    const format = JSON.parse(settings.Format) as Record<string, string>;
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      userAgent: '$context.identity.userAgent',
      routeKey: '$context.routeKey',
      status: '$context.status',
      latency: '$context.responseLatency',
      integrationLatency: '$context.integrationLatency',
      integrationStatus: '$context.integration.status',
      integrationError: '$context.integrationErrorMessage',
    });
    // REST API variables (the standard JSON format's $context.resourcePath) log nothing in an HTTP API.
    expect(settings.Format).not.toMatch(/resourcePath|\$context\.identity\.(caller|user)\b/);
  });
});

describe('IAM', () => {
  const policyOf = (handlerPrefix: string) => {
    const roles = resources(out.site, 'AWS::IAM::Role').filter(([id]) =>
      id.startsWith(`Api${handlerPrefix}Role`),
    );
    expect(roles).toHaveLength(1);
    const roleId = roles[0]![0];
    const policies = resources(out.site, 'AWS::IAM::Policy').filter(([, p]) =>
      JSON.stringify(p.Properties.Roles).includes(roleId),
    );
    return policies.flatMap(
      ([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
  };
  type Statement = {
    Action: string | string[];
    Resource: unknown;
    Condition?: Record<string, Record<string, unknown>>;
  };
  const actions = (s: Statement) => [s.Action].flat();
  const dataStatements = (statements: Statement[]) =>
    statements.filter((s) =>
      actions(s).some((a) => a.startsWith('dynamodb:') || a.startsWith('ses:')),
    );
  /** The record tables' and mail's statements: sessions and audit are asserted on their own. */
  const recordStatements = (statements: Statement[]) =>
    dataStatements(statements).filter(
      (s) =>
        !JSON.stringify(s.Resource).includes(SESSION_TABLE.title) &&
        !JSON.stringify(s.Resource).includes(AUDIT_TABLE.title),
    );

  it('uses no AWS managed policy for the API functions', () => {
    for (const [id, role] of resources(out.site, 'AWS::IAM::Role')) {
      if (id.startsWith('Api')) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });

  const counterKeys = Array.from({ length: COUNTER_SHARDS }, (_, shard) => counterId(shard));
  /** The indexes a statement's resources name, once each. */
  const indexesIn = (resource: unknown) => [
    ...new Set([...JSON.stringify(resource).matchAll(/\/index\/([\w-]+)/g)].map((m) => m[1])),
  ];
  /** The record tables a statement's resources name. */
  const tablesNamed = (resource: unknown) =>
    RECORD_KINDS.filter((kind) => JSON.stringify(resource).includes(RECORD_TABLES[kind].title));
  const onlyCounters = { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': counterKeys } };

  it('lets a create handler put records (never a counter item) in its own table and update its counter items only', () => {
    const statements = dataStatements(policyOf('CreateContact'));
    expect(statements.map((s) => [actions(s), s.Condition])).toEqual([
      [['dynamodb:PutItem'], { 'ForAllValues:StringNotLike': { 'dynamodb:LeadingKeys': ['#*'] } }],
      [['dynamodb:UpdateItem'], onlyCounters],
      // A repeated idempotency key reads its claim, and no other item.
      [
        ['dynamodb:GetItem'],
        { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${IDEMPOTENCY_CLAIM_PREFIX}*`] } },
      ],
      // The daily receipt cap: its client address's count on the recipients table, and
      // nothing else there.
      [
        ['dynamodb:UpdateItem'],
        {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${RECIPIENT_KEYS.client}*`] },
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': [
              MAIL_RECIPIENTS_TABLE.partitionKey,
              RECIPIENT_COUNT_ATTRIBUTE,
              MAIL_RECIPIENTS_TABLE.ttlAttribute,
            ],
          },
          StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
        },
      ],
    ]);
    const [tally] = statements.splice(-1);
    expect(JSON.stringify(tally?.Resource)).toContain(MAIL_RECIPIENTS_TABLE.title);
    expect(JSON.stringify(tally?.Resource)).not.toMatch(/ContactSubmissions|\*/);
    for (const statement of statements) {
      expect(JSON.stringify(statement.Resource)).toContain('ContactSubmissions');
      expect(JSON.stringify(statement.Resource)).not.toMatch(
        /ResourceRequests|ShippingRequests|\*/,
      );
    }
  });

  it('lets a list handler query its table index only', () => {
    const statements = recordStatements(policyOf('ListShippingRequests'));
    expect(statements).toHaveLength(1);
    expect(actions(statements[0]!)).toEqual(['dynamodb:Query']);
    const resource = JSON.stringify(statements[0]!.Resource);
    expect(resource).toContain('ShippingRequests');
    // Every record newest first, or one status's.
    expect(indexesIn(statements[0]!.Resource)).toEqual(['newest-first', 'status-newest-first']);
    expect(resource).not.toMatch(/ContactSubmissions|ResourceRequests/);
  });

  it('lets the export query the list and status indexes of the three tables only', () => {
    const statements = recordStatements(policyOf('ExportRecords'));
    expect(statements).toHaveLength(1);
    expect(actions(statements[0]!)).toEqual(['dynamodb:Query']);
    expect(indexesIn(statements[0]!.Resource)).toEqual(['newest-first', 'status-newest-first']);
    expect(tablesNamed(statements[0]!.Resource)).toEqual([...RECORD_KINDS]);
  });

  it("lets the status route change records' status, notes and assignee only, and the shards' status counts only", () => {
    const statements = recordStatements(policyOf('UpdateRecord'));
    expect(statements.map((s) => [actions(s), s.Condition])).toEqual([
      [['dynamodb:GetItem'], undefined],
      [
        ['dynamodb:UpdateItem'],
        {
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': [
              'id',
              'status',
              'statusChangedAt',
              'statusChangedBy',
              'notes',
              'assignee',
              'statusPk',
            ],
          },
          'ForAllValues:StringNotLike': { 'dynamodb:LeadingKeys': ['#*'] },
          StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
        },
      ],
      [
        ['dynamodb:UpdateItem'],
        {
          'ForAllValues:StringEquals': {
            'dynamodb:LeadingKeys': counterKeys,
            // Never the total: a status change cannot create or remove a record's count.
            'dynamodb:Attributes': ['id', 'in-progress', 'done', 'spam'],
          },
          StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
        },
      ],
    ]);
    for (const statement of statements)
      expect(tablesNamed(statement.Resource)).toEqual(RECORD_KINDS);
    expect(JSON.stringify(statements)).not.toContain('/index/');
  });

  it('lets the search query the by-email index and get records by id, and nothing else', () => {
    const statements = recordStatements(policyOf('FindRecords'));
    expect(statements.map((s) => [actions(s), s.Condition, indexesIn(s.Resource)])).toEqual([
      [['dynamodb:Query'], undefined, ['by-email']],
      [['dynamodb:GetItem'], undefined, []],
    ]);
    for (const statement of statements)
      expect(tablesNamed(statement.Resource)).toEqual(RECORD_KINDS);
  });

  it('lets the samples routes set only the samples facts on records, never a counter, returning nothing', () => {
    for (const [name, kinds] of [
      ['ReceiveSamples', ['resource', 'shipping']],
      ['MarkContainersSent', ['resource']],
    ] as const) {
      const statements = recordStatements(policyOf(name));
      expect(
        statements.map((s) => [actions(s), s.Condition]),
        name,
      ).toEqual([
        [['dynamodb:GetItem'], undefined],
        [
          ['dynamodb:UpdateItem'],
          {
            'ForAllValues:StringEquals': {
              'dynamodb:Attributes': ['id', ...Object.values(SAMPLE_ATTRIBUTES)],
            },
            'ForAllValues:StringNotLike': { 'dynamodb:LeadingKeys': ['#*'] },
            StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
          },
        ],
      ]);
      for (const statement of statements) expect(tablesNamed(statement.Resource)).toEqual(kinds);
    }
  });

  it('lets notify read records, stamp them, and mail only from the sender to the laboratory, with the configuration set', () => {
    const statements = recordStatements(policyOf('NotifyRecord'));
    expect(statements.map((s) => [actions(s), s.Condition])).toEqual([
      [['dynamodb:GetItem'], undefined],
      [
        ['dynamodb:UpdateItem'],
        {
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['id', NOTIFIED_AT_ATTRIBUTE] },
          StringEqualsIfExists: {
            'dynamodb:Select': 'SPECIFIC_ATTRIBUTES',
            'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'],
          },
        },
      ],
      [
        ['ses:SendEmail'],
        {
          StringEquals: { 'ses:FromAddress': 'no-reply@example.com' },
          'ForAllValues:StringEquals': { 'ses:Recipients': ['lab-notifications@example.com'] },
        },
      ],
    ]);
    const send = JSON.stringify(statements.at(-1)!.Resource);
    expect(send).toContain(':identity/');
    // SESv2 authorizes a send that names a configuration set against the set too.
    const [setId] = resources(out.site, 'AWS::SES::ConfigurationSet')[0]!;
    expect(send).toContain(`:configuration-set/",{"Ref":"${setId}"}`);
  });

  it('lets the reply route write only the replies of records, read only the suppression list, and mail requesters only with their configuration set', () => {
    const statements = recordStatements(policyOf('ReplyRecord'));
    const replies = {
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['id', WORK_ATTRIBUTES.replies] },
      'ForAllValues:StringNotLike': { 'dynamodb:LeadingKeys': ['#*'] },
    };
    expect(statements.map((s) => [actions(s), s.Condition])).toEqual([
      [['dynamodb:GetItem'], undefined],
      [
        ['dynamodb:GetItem'],
        { ...replies, StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' } },
      ],
      [
        ['dynamodb:UpdateItem'],
        { ...replies, StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' } },
      ],
      [
        ['dynamodb:GetItem'],
        { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['suppressed#*'] } },
      ],
      [['ses:SendEmail'], { StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } }],
    ]);
    const send = JSON.stringify(statements.at(-1)!.Resource);
    const [receiptSetId] = resources(out.site, 'AWS::SES::ConfigurationSet').find(([id]) =>
      id.startsWith('MailDeliveryReceiptConfigurationSet'),
    )!;
    expect(send).toContain(`:configuration-set/",{"Ref":"${receiptSetId}"}`);
    const variables = (
      functionOf('reply-record').Properties.Environment as { Variables: Record<string, unknown> }
    ).Variables;
    expect(variables.MAIL_RECEIPT_CONFIGURATION_SET).toEqual({ Ref: receiptSetId });
    expect(variables).not.toHaveProperty('NOTIFY_TO');
  });

  it('grants no raw e-mail and no unconditioned batch read to any function', () => {
    for (const [, policy] of resources(out.site, 'AWS::IAM::Policy')) {
      for (const s of (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement) {
        expect(actions(s)).not.toContain('ses:SendRawEmail');
        if (!actions(s).includes('dynamodb:BatchGetItem')) continue;
        // The sessions table (read by key on every admin request), or the counters only.
        if (JSON.stringify(s.Resource).includes(SESSION_TABLE.title)) continue;
        expect(s.Condition).toEqual(onlyCounters);
      }
    }
  });

  it('lets each function read its own secrets (GetSecretValue only) and no other, with no KMS grant', () => {
    const secretRefs = secretReferences();
    for (const route of API_ROUTES) {
      const secret = policyOf(pascal(route.handler)).filter((s) =>
        actions(s).some((a) => a.startsWith('secretsmanager:') || a.startsWith('kms:')),
      );
      const byText = (refs: unknown[]) => refs.map((ref) => JSON.stringify(ref)).sort();
      expect(secret, route.handler).toEqual([
        { Action: 'secretsmanager:GetSecretValue', Effect: 'Allow', Resource: expect.anything() },
      ]);
      expect(byText([secret[0]!.Resource].flat()), route.handler).toEqual(
        byText(routeSecrets(route).map((id) => secretRefs[id])),
      );
    }
    // As the declarations stand: every route the origin secret, sign-in the handle key
    // too, the erase route the erasure key too.
    const readers = (id: SecretId) =>
      API_ROUTES.filter((route) =>
        JSON.stringify(policyOf(pascal(route.handler))).includes(JSON.stringify(secretRefs[id])),
      ).map((route) => route.handler);
    expect(readers('origin')).toEqual(API_ROUTES.map((route) => route.handler));
    expect(readers('signInHandle')).toEqual(['admin-login', 'admin-login-step']);
    expect(readers('erasure')).toEqual(['erase-requester']);
    expect(readers('documentLink')).toEqual([
      'create-resource-request',
      'create-shipping-request',
      'get-document',
      'track-request',
    ]);
  });

  it('grants each function the table and mail access its route declares, and nothing else', () => {
    const tablesIn = (resource: unknown) => [
      ...RECORD_KINDS.filter((kind) =>
        JSON.stringify(resource).includes(RECORD_TABLES[kind].title),
      ),
      ...(JSON.stringify(resource).includes(SESSION_TABLE.title) ? ['session' as const] : []),
      ...(JSON.stringify(resource).includes(AUDIT_TABLE.title) ? ['audit' as const] : []),
      ...(JSON.stringify(resource).includes(MAIL_RECIPIENTS_TABLE.title)
        ? ['recipients' as const]
        : []),
    ];
    const grant = (
      list: string[],
      kinds: readonly (RecordKind | 'session' | 'audit' | 'recipients')[] = [],
      index = false,
    ) =>
      kinds.length > 0 ? [`${list.join('+')} on ${kinds.join(',')}${index ? ' index' : ''}`] : [];
    for (const route of API_ROUTES) {
      const statements = dataStatements(policyOf(pascal(route.handler)));
      const dynamodb = statements.filter((s) => actions(s).every((a) => a.startsWith('dynamodb:')));
      const got = dynamodb.map((s) =>
        grant(
          actions(s).sort(),
          tablesIn(s.Resource),
          JSON.stringify(s.Resource).includes('/index/'),
        ).join(''),
      );
      const {
        write,
        list,
        read,
        count,
        update,
        search,
        work,
        erase,
        mail,
        accounts,
        reply,
        samples,
      }: RouteAccess = route.access;
      expect(got.sort(), route.handler).toEqual(
        [
          ...grant(['dynamodb:PutItem'], write),
          ...grant(['dynamodb:UpdateItem'], write),
          // Idempotency claims only (pinned above).
          ...grant(['dynamodb:GetItem'], write),
          // The public forms' daily receipt cap (pinned above).
          ...grant(['dynamodb:UpdateItem'], tallyAccess(route) ? ['recipients'] : []),
          ...grant(['dynamodb:Query'], list, true),
          ...grant(['dynamodb:GetItem'], read),
          ...grant(['dynamodb:BatchGetItem'], count),
          // The overdue count: a COUNT of the status index (pinned below).
          ...grant(['dynamodb:Query'], count, true),
          ...grant(['dynamodb:UpdateItem'], update),
          ...grant(['dynamodb:Query'], search, true),
          // Status and notes on the records; status counts on the counter shards.
          ...grant(['dynamodb:UpdateItem'], work),
          ...grant(['dynamodb:UpdateItem'], work),
          // Records deleted; their counts moved down on the counter shards.
          ...grant(['dynamodb:DeleteItem'], erase),
          ...grant(['dynamodb:UpdateItem'], erase),
          // Staff's replies: where one stands, and the attribute written (pinned below); the
          // suppression list read.
          ...grant(['dynamodb:GetItem'], reply),
          ...grant(['dynamodb:UpdateItem'], reply),
          ...grant(['dynamodb:GetItem'], (reply?.length ?? 0) > 0 ? ['recipients'] : []),
          // The samples' facts on records (pinned below).
          ...grant(['dynamodb:UpdateItem'], samples),
          // Every admin route checks tokens against the sessions table and records activity
          // there; logout writes revocations; sign-in counts failures, records sessions and
          // claims codes and handles.
          ...{
            check: [
              ...grant(['dynamodb:BatchGetItem'], ['session']),
              ...grant(['dynamodb:UpdateItem'], ['session']),
            ],
            revoke: [
              ...grant(['dynamodb:BatchGetItem', 'dynamodb:PutItem'], ['session']),
              ...grant(['dynamodb:UpdateItem'], ['session']),
            ],
            guard: [
              ...grant(['dynamodb:GetItem', 'dynamodb:UpdateItem'], ['session']),
              ...grant(['dynamodb:PutItem'], ['session']),
              ...grant(['dynamodb:GetItem'], ['session']),
            ],
            none: [],
          }[sessionAccess(route) ?? 'none'],
          // The accounts routes that show accounts read their last sign-ins (pinned above).
          ...(accounts && accounts !== 'colleagues'
            ? grant(['dynamodb:BatchGetItem', 'dynamodb:GetItem'], ['session'])
            : []),
          // Admin and sign-in routes append to the audit trail; the activity route reads it.
          ...{
            append: grant(['dynamodb:PutItem'], ['audit']),
            read: [
              ...grant(['dynamodb:PutItem'], ['audit']),
              ...grant(['dynamodb:Query'], ['audit']),
            ],
            none: [],
          }[auditAccess(route) ?? 'none'],
        ].sort(),
      );
      expect(statements.length - dynamodb.length > 0, route.handler).toBe(
        mail === true || accounts === 'invite' || (reply?.length ?? 0) > 0,
      );
    }
    // The dashboard reads the counters and counts the status index: it may not get a
    // record, and its Query answers a number only, on the status index only.
    const dashboardPolicy = JSON.stringify(policyOf('GetDashboard'));
    expect(dashboardPolicy).not.toMatch(/dynamodb:GetItem/);
    const dashboardQueries = dataStatements(policyOf('GetDashboard')).filter((s) =>
      actions(s).includes('dynamodb:Query'),
    );
    expect(dashboardQueries).toHaveLength(1);
    expect(dashboardQueries[0]?.Condition).toEqual({
      StringEquals: { 'dynamodb:Select': 'COUNT' },
    });
    expect(JSON.stringify(dashboardQueries[0]?.Resource)).toContain(
      `/index/${TABLE_KEYS.statusIndex.name}`,
    );
    expect(JSON.stringify(dashboardQueries[0]?.Resource)).not.toContain(
      `/index/${TABLE_KEYS.listIndex.name}`,
    );
    expect(recordStatements(policyOf('AdminLogin'))).toEqual([]);
  });

  it('lets each route touch only its own kinds of sessions-table item, and none delete', () => {
    const onSessions = (handler: string) =>
      dataStatements(policyOf(handler))
        .filter((s) => JSON.stringify(s.Resource).includes(SESSION_TABLE.title))
        .map((s) => [actions(s).sort().join('+'), s.Condition]);
    const keys = (...prefixes: string[]) => ({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((p) => `${p}*`) },
    });
    const { token, user, signIn, code, handle, seen } = SESSION_KEYS;
    // Admin routes read the token's session and its admin's sign-out time, and record the
    // session's activity; they cannot touch a lockout.
    const check = [
      ['dynamodb:BatchGetItem', keys(token, user)],
      ['dynamodb:UpdateItem', keys(token)],
    ];
    expect(onSessions('ListContacts')).toEqual(check);
    expect(onSessions('GetDashboard')).toEqual(check);
    expect(onSessions('AdminLogout')).toEqual([
      ['dynamodb:BatchGetItem+dynamodb:PutItem', keys(token, user)],
      ['dynamodb:UpdateItem', keys(token)],
    ]);
    expect(onSessions('CreateContact')).toEqual([]);
    // Sign-in reads and counts the guard's items, records the sessions of the tokens it
    // releases and claims used codes and handles, and the account's last sign-in; it reads
    // whether an administrator disabled the account; it never reads or updates a session, nor
    // writes an admin's sign-out time.
    for (const handler of ['AdminLogin', 'AdminLoginStep']) {
      expect(onSessions(handler)).toEqual([
        ['dynamodb:GetItem+dynamodb:UpdateItem', keys(signIn)],
        ['dynamodb:PutItem', keys(token, code, handle, seen)],
        ['dynamodb:GetItem', keys(user)],
      ]);
    }
    // The accounts routes read last sign-ins; only the one that changes accounts ends their sessions.
    const seenRead = ['dynamodb:BatchGetItem+dynamodb:GetItem', keys(seen)];
    expect(onSessions('ListAccounts')).toEqual([...check, seenRead]);
    expect(onSessions('InviteAccount')).toEqual([...check, seenRead]);
    expect(onSessions('UpdateAccount')).toEqual([
      ['dynamodb:BatchGetItem+dynamodb:PutItem', keys(token, user)],
      ['dynamodb:UpdateItem', keys(token)],
      seenRead,
    ]);
    expect(onSessions('ListColleagues')).toEqual(check);
    // Only the retention purge and the erasure delete, and only records (asserted with it): never a
    // session item or an audit entry.
    for (const [, policy] of resources(out.site, 'AWS::IAM::Policy')) {
      for (const s of (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement) {
        if (!actions(s).includes('dynamodb:DeleteItem')) continue;
        expect(JSON.stringify(policy.Properties.Roles)).toMatch(
          /"(RetentionPurgeRole|ApiEraseRequesterRole)/,
        );
        expect(JSON.stringify(s.Resource)).not.toContain(SESSION_TABLE.title);
        expect(JSON.stringify(s.Resource)).not.toContain(AUDIT_TABLE.title);
      }
    }
  });

  it('gives the accounts routes only the user-pool actions they use, on the pool alone, and the invitation its send', () => {
    const onPool = (handler: string) =>
      policyOf(handler)
        .filter((s) => actions(s).some((a) => a.startsWith('cognito-idp:')))
        .map((s) => ({ actions: actions(s).sort(), resource: JSON.stringify(s.Resource) }));
    const poolArn = onPool('AdminLogin')[0]?.resource;
    expect(poolArn).toBeDefined();
    const read = ['cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup'];
    const expected = {
      ListColleagues: read,
      ListAccounts: [...read, 'cognito-idp:AdminGetUser'],
      InviteAccount: [
        'cognito-idp:AdminAddUserToGroup',
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminListGroupsForUser',
      ],
      UpdateAccount: [
        'cognito-idp:AdminAddUserToGroup',
        'cognito-idp:AdminDisableUser',
        'cognito-idp:AdminEnableUser',
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminListGroupsForUser',
        'cognito-idp:AdminRemoveUserFromGroup',
        'cognito-idp:AdminSetUserMFAPreference',
        'cognito-idp:AdminUserGlobalSignOut',
      ],
    };
    for (const [handler, want] of Object.entries(expected)) {
      const statements = onPool(handler);
      expect(statements, handler).toHaveLength(1);
      expect(statements[0]?.actions, handler).toEqual(want.sort());
      // The pool's ARN (as the sign-in routes are given it), never a wildcard.
      expect(statements[0]?.resource, handler).toBe(poolArn);
      expect(statements[0]?.resource, handler).not.toContain('*');
    }
    // No other API function may change an account.
    for (const route of API_ROUTES) {
      const access: RouteAccess = route.access;
      if (access.accounts) continue;
      const changes = onPool(pascal(route.handler)).flatMap((s) => s.actions);
      expect(changes, route.handler).toEqual(
        access.signIn ? ['cognito-idp:DescribeUserPoolClient'] : [],
      );
    }
    // The invitation is sent from the laboratory's address to whoever is invited; the
    // account changes send nothing.
    const sends = (handler: string) =>
      policyOf(handler).filter((s) => actions(s).includes('ses:SendEmail'));
    expect(sends('InviteAccount')).toHaveLength(1);
    expect(sends('InviteAccount')[0]?.Condition).toEqual({
      StringEquals: { 'ses:FromAddress': expect.any(String) as string },
    });
    expect(sends('UpdateAccount')).toEqual([]);
    expect(sends('ListAccounts')).toEqual([]);
  });

  it('lets only the two sign-in functions read the sign-in client’s secret from Cognito', () => {
    const describers = resources(out.site, 'AWS::IAM::Policy')
      .filter(([, policy]) =>
        (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.some((st) =>
          actions(st).includes('cognito-idp:DescribeUserPoolClient'),
        ),
      )
      .map(([, policy]) => JSON.stringify(policy.Properties.Roles));
    expect(describers).toHaveLength(2);
    expect(describers.join()).toMatch(/ApiAdminLoginRole/);
    expect(describers.join()).toMatch(/ApiAdminLoginStepRole/);
  });

  it('lets every admin and sign-in route append to the audit trail, only the activity route read it, and none change it', () => {
    const onAudit = (handler: string) =>
      dataStatements(policyOf(handler)).filter((s) =>
        JSON.stringify(s.Resource).includes(AUDIT_TABLE.title),
      );
    const appendOnly = {
      Action: 'dynamodb:PutItem',
      Condition: {
        'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [AUDIT_TABLE.partition] },
        StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
      },
    };
    for (const route of API_ROUTES) {
      const statements = onAudit(pascal(route.handler));
      const records = route.auth === 'admin' || route.handler.startsWith('admin-login');
      expect(statements.length > 0, route.handler).toBe(records);
      if (records) expect(statements[0], route.handler).toMatchObject(appendOnly);
      expect(
        statements.slice(1).map((st) => st.Action),
        route.handler,
      ).toEqual(route.handler === 'list-activity' ? ['dynamodb:Query'] : []);
    }
    // No role in the app stack may change or remove an entry, whatever else it is granted.
    const changes =
      /^dynamodb:(UpdateItem|DeleteItem|BatchWriteItem|PartiQL(Update|Delete)|DeleteTable|UpdateTable|UpdateTimeToLive|\*)$/;
    for (const [, policy] of resources(out.site, 'AWS::IAM::Policy')) {
      for (const st of (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement) {
        const touches =
          JSON.stringify(st.Resource).includes(AUDIT_TABLE.title) || st.Resource === '*';
        if (!touches) continue;
        for (const action of actions(st)) expect(action).not.toMatch(changes);
      }
    }
  });

  it('grants "*" only where AWS requires it (X-Ray, CloudFront invalidation)', () => {
    for (const [, policy] of resources(out.site, 'AWS::IAM::Policy')) {
      for (const s of (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement) {
        if (s.Resource !== '*') continue;
        for (const action of actions(s))
          expect(action).toMatch(/^(xray:|cloudfront:(Create|Get)Invalidation$)/);
      }
    }
  });
});

describe('erasure', () => {
  it("deletes records (never a counter) and moves only the counter shards' counts, as the purge does", () => {
    const statementsOf = (rolePrefix: string) => {
      const role = resources(out.site, 'AWS::IAM::Role').filter(([id]) =>
        id.startsWith(rolePrefix),
      );
      expect(role).toHaveLength(1);
      return resources(out.site, 'AWS::IAM::Policy')
        .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(role[0]![0]))
        .flatMap(
          ([, p]) =>
            (
              p.Properties.PolicyDocument as {
                Statement: { Action: unknown; Condition?: unknown }[];
              }
            ).Statement,
        );
    };
    const deletion = (rolePrefix: string) =>
      statementsOf(rolePrefix)
        .filter((s) => ['dynamodb:DeleteItem', 'dynamodb:UpdateItem'].includes(String(s.Action)))
        .filter((s) => !JSON.stringify(s).includes(SESSION_TABLE.title))
        .map((s) => [s.Action, s.Condition]);
    const erase = deletion('ApiEraseRequesterRole');
    expect(erase).toHaveLength(2);
    expect(erase).toEqual(deletion('RetentionPurgeRole'));
    expect(erase[0]).toEqual([
      'dynamodb:DeleteItem',
      {
        'ForAllValues:StringNotLike': { 'dynamodb:LeadingKeys': ['#*'] },
        StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
      },
    ]);
  });
});

describe('retention purge', () => {
  const purge = () => {
    const found = resources(out.site, 'AWS::Lambda::Function').filter(([id]) =>
      /^RetentionPurge[0-9A-F]{8}$/.test(id),
    );
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  type Statement = {
    Action: string | string[];
    Resource: unknown;
    Condition?: Record<string, Record<string, unknown>>;
  };
  const statements = () => {
    const role = resources(out.site, 'AWS::IAM::Role').filter(([id]) =>
      id.startsWith('RetentionPurgeRole'),
    );
    expect(role).toHaveLength(1);
    return resources(out.site, 'AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(role[0]![0]))
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  };
  const dynamodb = () =>
    statements().filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));

  it('runs the purge job daily from an EventBridge rule', () => {
    const [functionId, fn] = purge();
    expect(fn.Properties.Timeout).toBe(PURGE_TIMEOUT_MINUTES * 60);
    const rules = resources(out.site, 'AWS::Events::Rule').filter(([id]) =>
      id.startsWith('RetentionDaily'),
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]![1].Properties).toMatchObject({
      ScheduleExpression: 'rate(1 day)',
      State: 'ENABLED',
      Targets: [expect.objectContaining({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] } })],
    });
    const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(env).sort()).toEqual(
      [
        'NODE_OPTIONS',
        AUDIT_TABLE.envVar,
        ...RECORD_KINDS.map((kind) => RECORD_TABLES[kind].envVar),
      ].sort(),
    );
  });

  it('queries the newest-first index, deletes records and moves counter shards only, never a Scan', () => {
    const grants = dynamodb();
    expect(JSON.stringify(grants)).not.toMatch(/dynamodb:(Scan|BatchWriteItem|\*)/);
    const byAction = (action: string) => grants.filter((s) => [s.Action].flat().includes(action));
    const [query] = byAction('dynamodb:Query');
    for (const kind of RECORD_KINDS) {
      expect(JSON.stringify(query!.Resource)).toContain(RECORD_TABLES[kind].title);
    }
    expect(
      [...JSON.stringify(query!.Resource).matchAll(/\/index\/([\w-]+)/g)].map((m) => m[1]),
    ).toEqual(RECORD_KINDS.map(() => TABLE_KEYS.listIndex.name));
    const notCounters = { 'dynamodb:LeadingKeys': ['#*'] };
    expect(byAction('dynamodb:DeleteItem')).toEqual([
      expect.objectContaining({
        Condition: {
          'ForAllValues:StringNotLike': notCounters,
          StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
        },
      }),
    ]);
    expect(byAction('dynamodb:GetItem')).toEqual([
      expect.objectContaining({ Condition: { 'ForAllValues:StringNotLike': notCounters } }),
    ]);
    const [update] = byAction('dynamodb:UpdateItem');
    expect(update!.Condition).toEqual({
      'ForAllValues:StringEquals': {
        'dynamodb:LeadingKeys': Array.from({ length: COUNTER_SHARDS }, (_, n) => counterId(n)),
        'dynamodb:Attributes': ['id', 'total', 'in-progress', 'done', 'spam'],
      },
      StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
    });
    const [audit] = byAction('dynamodb:PutItem');
    expect(JSON.stringify(audit!.Resource)).toContain(AUDIT_TABLE.title);
    expect(grants.map((s) => [s.Action].flat().join('+')).sort()).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
  });
});

describe('data', () => {
  it('keeps the sessions table on demand, encrypted, with TTL, keyed as the shared definition says', () => {
    const sessions = resources(out.data, 'AWS::DynamoDB::GlobalTable').filter(([id]) =>
      id.includes(SESSION_TABLE.title),
    );
    expect(sessions).toHaveLength(1);
    expect(sessions[0]![1].Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      KeySchema: [{ AttributeName: SESSION_TABLE.partitionKey, KeyType: 'HASH' }],
      TimeToLiveSpecification: { AttributeName: SESSION_TABLE.ttlAttribute, Enabled: true },
    });
  });

  it('keeps the audit trail recoverable, protected, retained, and expiring by TTL after its retention', () => {
    const [audit, ...others] = resources(out.data, 'AWS::DynamoDB::GlobalTable').filter(([id]) =>
      id.includes(AUDIT_TABLE.title),
    );
    expect(others).toEqual([]);
    expect(audit![1]).toMatchObject(RETAINED_EXCEPT_ON_CREATE);
    expect(audit![1].Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      KeySchema: [
        { AttributeName: AUDIT_TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: AUDIT_TABLE.sortKey, KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: AUDIT_TABLE.ttlAttribute, Enabled: true },
      Replicas: [
        expect.objectContaining({
          DeletionProtectionEnabled: true,
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      ],
    });
    expect(audit![1].Properties.GlobalSecondaryIndexes).toBeUndefined();
    // The operator's account commands find the table by this output.
    out.data.hasOutput('AuditTableName', { Value: { Ref: audit![0] } });
  });

  it('retains on deletion exactly what docs/operations/tear-down.md lists', () => {
    const all = (template: Synthesized['data']) =>
      Object.values(template.toJSON().Resources as Record<string, Resource>);
    const kept = (resource: Resource) => (resource.DeletionPolicy ?? 'Delete') !== 'Delete';
    const retained = (template: Synthesized['data']) =>
      all(template)
        .filter(kept)
        .map((resource) => resource.Type)
        .sort();
    // Each of them except when the create that made it fails: a failed first deploy,
    // rolled back, leaves nothing behind for the retry to pile up beside.
    for (const template of [out.data, out.site]) {
      for (const resource of all(template).filter(kept)) {
        expect(resource, resource.Type).toMatchObject(RETAINED_EXCEPT_ON_CREATE);
      }
    }
    // Three request tables, the audit trail and the mail recipients (the suppression list),
    // not the sessions table; the user pool; the erasure key; the backup vault and its key.
    expect(retained(out.data)).toEqual([
      'AWS::Backup::BackupVault',
      'AWS::Cognito::UserPool',
      ...Array<string>(5).fill('AWS::DynamoDB::GlobalTable'),
      'AWS::KMS::Key',
      'AWS::SecretsManager::Secret',
    ]);
    // The API access log group and the site upload's; the content and log buckets, and the
    // mail's failed stream batches.
    expect(retained(out.site)).toEqual([
      'AWS::Logs::LogGroup',
      'AWS::Logs::LogGroup',
      'AWS::S3::Bucket',
      'AWS::S3::Bucket',
      'AWS::S3::Bucket',
    ]);
  });

  it('keeps three tables on demand, encrypted, recoverable, protected and retained', () => {
    const tables = resources(out.data, 'AWS::DynamoDB::GlobalTable').filter(([id]) =>
      RECORD_KINDS.some((kind) => id.includes(RECORD_TABLES[kind].title)),
    );
    expect(tables).toHaveLength(3);
    for (const [, table] of tables) {
      expect(table).toMatchObject(RETAINED_EXCEPT_ON_CREATE);
      expect(table.Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true },
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        // The spec's list; the status filter; the search by address. Each holds whole items.
        GlobalSecondaryIndexes: [
          ['newest-first', 'listPk'],
          ['status-newest-first', 'statusPk'],
          ['by-email', 'emailKey'],
        ].map(([IndexName, partitionKey]) => ({
          IndexName,
          KeySchema: [
            { AttributeName: partitionKey, KeyType: 'HASH' },
            { AttributeName: 'id', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        // Idempotency claims expire; records carry no such attribute.
        TimeToLiveSpecification: { AttributeName: RECORD_TTL_ATTRIBUTE, Enabled: true },
        Replicas: [
          expect.objectContaining({
            DeletionProtectionEnabled: true,
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          }),
        ],
      });
    }
  });

  it('has a user pool only operators add users to, with a strong password policy', () => {
    out.data.hasResource('AWS::Cognito::UserPool', {
      ...RETAINED_EXCEPT_ON_CREATE,
      Properties: Match.objectLike({
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        Policies: {
          PasswordPolicy: Match.objectLike({
            MinimumLength: 14,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          }),
        },
      }),
    });
  });

  it('has one group per staff role in the pool, named as the API reads them from the token', () => {
    const [poolId] = resources(out.data, 'AWS::Cognito::UserPool')[0]!;
    const groups = resources(out.data, 'AWS::Cognito::UserPoolGroup').map(([, group]) => [
      group.Properties.GroupName,
      group.Properties.UserPoolId,
    ]);
    expect(groups.toSorted()).toEqual(
      STAFF_ROLES.map((role) => [ROLE_GROUPS[role], { Ref: poolId }]).toSorted(),
    );
  });

  it('signs in only on a client with a secret; a client without one starts no sign-in', () => {
    const clients = resources(out.data, 'AWS::Cognito::UserPoolClient');
    // The client the sign-in uses: a secret, the password flow, the token lifetimes.
    out.data.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: true,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: ACCESS_TOKEN_MINUTES,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes' }),
      AuthSessionValidity: SIGN_IN_HANDLE_MINUTES,
    });
    // Every client without a secret (the retired one) can start no sign-in at all.
    for (const [, client] of clients) {
      if (client.Properties.GenerateSecret === true) continue;
      expect(client.Properties.ExplicitAuthFlows).toEqual(['ALLOW_REFRESH_TOKEN_AUTH']);
    }
    expect(clients.filter(([, c]) => c.Properties.GenerateSecret === true)).toHaveLength(1);
  });

  it('offers authenticator codes (TOTP) and no SMS, in a pool that can be updated to it', () => {
    // OPTIONAL, not ON: Cognito cannot turn MFA ON in the existing (retained) pool; the
    // sign-in handlers require the code of every account (see the auth construct).
    out.data.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
    const [, pool] = resources(out.data, 'AWS::Cognito::UserPool')[0]!;
    expect(pool.Properties).not.toHaveProperty('SmsConfiguration');
  });
});

describe('secrets', () => {
  const all = () => [
    ...resources(out.site, 'AWS::SecretsManager::Secret'),
    ...resources(out.data, 'AWS::SecretsManager::Secret'),
  ];

  it('keeps four secrets, one per use: the origin secret, the sign-in handle key and the document link key with the API, the erasure key with the data', () => {
    expect(resources(out.site, 'AWS::SecretsManager::Secret').map(([id]) => id)).toEqual([
      expect.stringMatching(/^ApiOriginSecret[0-9A-F]{8}$/),
      expect.stringMatching(/^ApiSignInHandleKey[0-9A-F]{8}$/),
      expect.stringMatching(/^ApiDocumentLinkKey[0-9A-F]{8}$/),
    ]);
    expect(resources(out.data, 'AWS::SecretsManager::Secret').map(([id]) => id)).toEqual([
      expect.stringMatching(/^ErasureKey[0-9A-F]{8}$/),
    ]);
    // Each generated by Secrets Manager (no value in any template), under its AWS managed
    // key (no KMS key of ours, so no KMS grant).
    for (const [id, secret] of all()) {
      expect(secret.Properties, id).toMatchObject({
        GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true },
      });
      expect(secret.Properties.SecretString, id).toBeUndefined();
      expect(secret.Properties.KmsKeyId, id).toBeUndefined();
    }
  });

  it('never rotates the erasure key, and retains it however its stack goes', () => {
    const [erasureKey] = resources(out.data, 'AWS::SecretsManager::Secret').map(
      ([, secret]) => secret,
    );
    expect(erasureKey).toMatchObject(RETAINED_EXCEPT_ON_CREATE);
    // No stack rotates any secret on a schedule: the operator rotates the other two.
    for (const template of [out.site, out.data]) {
      template.resourceCountIs('AWS::SecretsManager::RotationSchedule', 0);
    }
    // The API's two go with their stack (the tear-down's list has no secret of LabApp).
    for (const [id, secret] of resources(out.site, 'AWS::SecretsManager::Secret')) {
      expect(secret.DeletionPolicy, id).toBe('Delete');
    }
  });

  it("gives each function its own secrets' ARNs, and no other's", () => {
    const refs = secretReferences();
    for (const route of API_ROUTES) {
      const variables = (
        functionOf(route.handler).Properties.Environment as { Variables: Record<string, unknown> }
      ).Variables;
      const declared = new Set(routeSecrets(route));
      for (const id of SECRET_IDS) {
        expect(variables[SECRETS[id].envVar], `${route.handler} ${id}`).toEqual(
          declared.has(id) ? refs[id] : undefined,
        );
      }
    }
  });

  it('outputs the ARNs the operator needs: the two they rotate, and the erasure key for a restore', () => {
    const refs = secretReferences();
    out.site.hasOutput('OriginSecretArn', { Value: refs.origin });
    out.site.hasOutput('SignInHandleKeyArn', { Value: refs.signInHandle });
    const [erasureId] = resources(out.data, 'AWS::SecretsManager::Secret').map(([id]) => id);
    out.data.hasOutput('ErasureKeyArn', { Value: { Ref: erasureId } });
    for (const template of [out.site, out.data]) {
      for (const output of Object.values(
        template.toJSON().Outputs as Record<string, { Description?: string }>,
      )) {
        expect(output.Description ?? '').not.toMatch(/README/);
      }
    }
  });
});

describe('site', () => {
  it('keeps the bucket private, versioned, TLS-only and logged, read through OAC', () => {
    out.site.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
    });
    out.site.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
    // One for the bucket; the streamed routes' function URLs have their own (see below).
    const originTypes = resources(out.site, 'AWS::CloudFront::OriginAccessControl').map(
      ([, oac]) =>
        (oac.Properties.OriginAccessControlConfig as { OriginAccessControlOriginType: string })
          .OriginAccessControlOriginType,
    );
    expect(originTypes.sort()).toEqual(['lambda', 's3']);
    out.site.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        HttpVersion: 'http2and3',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          Compress: true,
        }),
        Origins: Match.arrayWith([
          Match.objectLike({
            OriginAccessControlId: Match.anyValue(),
            S3OriginConfig: Match.anyValue(),
          }),
        ]),
      }),
    });
  });

  it('sends /api/* to the API uncached, with every method and the viewer headers but Host', () => {
    const [, distribution] = resources(out.site, 'AWS::CloudFront::Distribution')[0]!;
    const behaviors = (
      distribution.Properties.DistributionConfig as { CacheBehaviors: Record<string, unknown>[] }
    ).CacheBehaviors;
    const api = behaviors.find((b) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
    });
    expect(behaviors.find((b) => b.PathPattern === '/assets/*')).toMatchObject({
      CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', // Managed-CachingOptimized
    });
  });

  it('serves the shared security headers', () => {
    out.site.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: SECURITY_HEADERS.hsts.maxAgeSeconds,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy(), Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: SECURITY_HEADERS.frameOptions, Override: true },
          ReferrerPolicy: { ReferrerPolicy: SECURITY_HEADERS.referrerPolicy, Override: true },
        },
        CustomHeadersConfig: {
          Items: [
            {
              Header: 'Permissions-Policy',
              Value: SECURITY_HEADERS.permissionsPolicy,
              Override: true,
            },
          ],
        },
      }),
    });
  });

  it('allows the analytics host in the CSP only when analytics is configured', () => {
    const withAnalytics = synth({ analyticsId: 'G-TEST123' });
    withAnalytics.site.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: {
            ContentSecurityPolicy: contentSecurityPolicy({ analytics: true }),
            Override: true,
          },
        }),
      }),
    });
  });

  it('serves the staff pages with a CSP that allows no analytics host, whatever is configured', () => {
    const withAnalytics = synth({ analyticsId: 'G-TEST123' });
    const config = distributionConfig(withAnalytics.site) as unknown as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: { Ref: string } };
      CacheBehaviors: { PathPattern: string; ResponseHeadersPolicyId: { Ref: string } }[];
    };
    const cspOf = ({ Ref }: { Ref: string }) =>
      (
        withAnalytics.site.toJSON() as {
          Resources: Record<
            string,
            {
              Properties: {
                ResponseHeadersPolicyConfig: {
                  SecurityHeadersConfig: {
                    ContentSecurityPolicy: { ContentSecurityPolicy: string };
                  };
                };
              };
            }
          >;
        }
      ).Resources[Ref]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig
        .ContentSecurityPolicy.ContentSecurityPolicy;
    expect(cspOf(config.DefaultCacheBehavior.ResponseHeadersPolicyId)).toContain(
      'googletagmanager',
    );
    const staff = config.CacheBehaviors.filter((b) => isStaffPath(b.PathPattern.replace('*', 'x')));
    expect(staff.map((b) => b.PathPattern)).toEqual([...STAFF_PATH_PATTERNS]);
    for (const behavior of staff) {
      const csp = cspOf(behavior.ResponseHeadersPolicyId);
      expect(csp).not.toMatch(/googletagmanager|google-analytics/);
      expect(csp).toContain("script-src 'self'");
    }
    // The service worker and the manifest are the site's own, on every behaviour.
    for (const id of [config.DefaultCacheBehavior, ...staff].map(
      (b) => b.ResponseHeadersPolicyId,
    )) {
      expect(cspOf(id)).toContain("worker-src 'self'");
      expect(cspOf(id)).toContain("manifest-src 'self'");
    }
  });

  it('lets the staff pages, and no public page, use the camera and WebAssembly (the Receive samples screen)', () => {
    const { site } = synth();
    const config = distributionConfig(site) as unknown as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: { Ref: string } };
      CacheBehaviors: { PathPattern: string; ResponseHeadersPolicyId: { Ref: string } }[];
    };
    const resources = (
      site.toJSON() as {
        Resources: Record<
          string,
          {
            Properties: {
              ResponseHeadersPolicyConfig: {
                CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
                SecurityHeadersConfig: {
                  ContentSecurityPolicy: { ContentSecurityPolicy: string };
                };
              };
            };
          }
        >;
      }
    ).Resources;
    const permissionsOf = ({ Ref }: { Ref: string }) =>
      resources[Ref]!.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items.find(
        (item) => item.Header === 'Permissions-Policy',
      )?.Value;
    expect(permissionsOf(config.DefaultCacheBehavior.ResponseHeadersPolicyId)).toBe(
      SECURITY_HEADERS.permissionsPolicy,
    );
    expect(SECURITY_HEADERS.permissionsPolicy).toContain('camera=()');
    const staff = config.CacheBehaviors.filter((b) => isStaffPath(b.PathPattern.replace('*', 'x')));
    expect(staff).toHaveLength(STAFF_PATH_PATTERNS.length);
    const cspOf = ({ Ref }: { Ref: string }) =>
      resources[Ref]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig
        .ContentSecurityPolicy.ContentSecurityPolicy;
    expect(cspOf(config.DefaultCacheBehavior.ResponseHeadersPolicyId)).not.toContain('wasm');
    for (const behavior of staff) {
      expect(permissionsOf(behavior.ResponseHeadersPolicyId)).toBe(
        SECURITY_HEADERS.staffPermissionsPolicy,
      );
      expect(cspOf(behavior.ResponseHeadersPolicyId)).toContain("'wasm-unsafe-eval'");
    }
    expect(SECURITY_HEADERS.staffPermissionsPolicy).toContain('camera=(self)');
  });

  interface Behavior {
    FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
  }
  const distributionConfig = (template = out.site) => {
    const [, distribution] = resources(template, 'AWS::CloudFront::Distribution')[0]!;
    return distribution.Properties.DistributionConfig as {
      CustomErrorResponses?: unknown;
      DefaultCacheBehavior: Behavior;
      CacheBehaviors: (Behavior & { PathPattern: string; TargetOriginId?: string })[];
      Origins: {
        Id: string;
        DomainName: unknown;
        OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
      }[];
    };
  };
  const apiBehavior = (template = out.site) =>
    distributionConfig(template).CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;

  it('rewrites no error answer: the API keeps its own 403s and WAF its JSON', () => {
    expect(distributionConfig()).not.toHaveProperty('CustomErrorResponses');
    // Its one function runs before the request: nothing touches the API's answers.
    expect(apiBehavior().FunctionAssociations?.map((a) => a.EventType)).toEqual(['viewer-request']);
    expect(apiBehavior()).not.toHaveProperty('LambdaFunctionAssociations');
  });

  it('sends each streamed route to its function URL, ahead of /api/*, as the API is sent', () => {
    const config = distributionConfig();
    const behaviors = config.CacheBehaviors;
    const api = apiBehavior();
    for (const route of API_ROUTES.filter(isStreamed)) {
      const pattern = streamedPathPattern(route);
      const index = behaviors.findIndex((b) => b.PathPattern === pattern);
      // CloudFront takes the first pattern that matches.
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(behaviors.indexOf(api));
      const streamed = behaviors[index]!;
      const {
        PathPattern: _p,
        TargetOriginId: target,
        AllowedMethods: methods,
        ...rest
      } = streamed as typeof streamed & { AllowedMethods: string[] };
      const {
        PathPattern: _a,
        TargetOriginId: apiTarget,
        AllowedMethods: _m,
        ...apiRest
      } = api as typeof api & { AllowedMethods: string[] };
      // Only GET (and HEAD, which CloudFront pairs with it; the handler answers it 405):
      // CloudFront refuses every other method before the function URL.
      expect(methods).toEqual(['GET', 'HEAD']);
      expect(route.method).toBe('GET');
      // No caching, viewer headers but Host, viewer-address function, headers policy.
      expect(rest).toEqual(apiRest);
      expect(target).not.toBe(apiTarget);
      const origin = config.Origins.find((o) => o.Id === target)! as (typeof config.Origins)[0] & {
        OriginAccessControlId?: unknown;
      };
      // The function URL's host name, signed through a Lambda origin access control.
      expect(JSON.stringify(origin.DomainName)).toContain('FunctionUrl');
      const [oacId, oac] = resources(out.site, 'AWS::CloudFront::OriginAccessControl').find(
        ([, o]) =>
          (o.Properties.OriginAccessControlConfig as { OriginAccessControlOriginType: string })
            .OriginAccessControlOriginType === 'lambda',
      )!;
      expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
      expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      });
      // And the same origin-secret headers as the API's, which the handler checks first.
      expect(
        Object.fromEntries(
          (origin.OriginCustomHeaders ?? []).map((h) => [h.HeaderName, h.HeaderValue]),
        ),
      ).toEqual(apiOriginHeaders());
    }
    expect(streamedPathPattern(apiRoute('export-records'))).toBe('/api/admin/export/*');
  });

  it("passes the viewer's address to the API, replacing any the client sent", () => {
    const [arn] = apiBehavior().FunctionAssociations!.map((a) => a.FunctionARN);
    const [, fn] = resources(out.site, 'AWS::CloudFront::Function').find(([id]) =>
      JSON.stringify(arn).includes(id),
    )!;
    const handler = new Function(`${String(fn.Properties.FunctionCode)}; return handler;`)() as (
      event: unknown,
    ) => { headers: Record<string, { value: string }> };
    const request = handler({
      viewer: { ip: '203.0.113.7' },
      request: {
        uri: '/api/admin/login',
        headers: { [VIEWER_ADDRESS_HEADER]: { value: '1.1.1.1' } },
      },
    });
    expect(request.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '203.0.113.7' });
  });

  it('answers unknown paths with the not-found page and 404 through two functions on pages', () => {
    const functions = resources(out.site, 'AWS::CloudFront::Function').filter(([, fn]) =>
      /SITE_FILES|NOT_FOUND_HEADER/.test(String(fn.Properties.FunctionCode)),
    );
    expect(functions).toHaveLength(2);
    for (const [, fn] of functions) {
      expect(fn.Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    }
    const associations = distributionConfig().DefaultCacheBehavior.FunctionAssociations!;
    expect(associations.map((a) => a.EventType).sort()).toEqual([
      'viewer-request',
      'viewer-response',
    ]);
    // The deployed request code knows the build's files: a page maps to itself, the rest to 404.html.
    const request = functions.find(([, fn]) =>
      String(fn.Properties.FunctionCode).includes('SITE_FILES'),
    )!;
    const handler = new Function(
      `${String(request[1].Properties.FunctionCode)}; return handler;`,
    )() as (event: { request: { uri: string } }) => { uri: string };
    const map = (uri: string) => handler({ request: { uri } }).uri;
    expect(map('/services/soil-testing')).toBe('/services/soil-testing/index.html');
    expect(map('/services/not-a-service')).toBe(NOT_FOUND_PAGE);
  });

  it('uploads the not-found page with the metadata that makes it a 404', () => {
    out.site.hasResourceProperties('Custom::CDKBucketDeployment', {
      UserMetadata: NOT_FOUND_METADATA,
      SystemMetadata: Match.objectLike({ 'cache-control': PAGE_CACHE_CONTROL }),
    });
  });

  it('lets the edge keep pages for 5 minutes while browsers revalidate, and assets for a year', () => {
    out.site.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'public, max-age=0, s-maxage=300, must-revalidate' },
      DistributionPaths: ['/*'],
    });
    out.site.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      SystemMetadata: { 'cache-control': ASSET_CACHE_CONTROL },
    });
    out.site.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ DefaultTTL: 300, MinTTL: 0 }),
    });
  });

  it('uploads the service worker and the web manifest no-cache, after the pages, and invalidates them', () => {
    const deployments = resources(out.site, 'Custom::CDKBucketDeployment');
    const pages = deployments.find(([, d]) =>
      JSON.stringify(d.Properties.DistributionPaths ?? []).includes('/*'),
    )!;
    for (const path of NO_CACHE_PATHS) {
      const [, upload] = deployments.find(
        ([, d]) => JSON.stringify(d.Properties.DistributionPaths ?? []) === JSON.stringify([path]),
      )!;
      expect(upload.Properties.SystemMetadata).toEqual({
        'cache-control': NO_CACHE_CONTROL,
        'content-type': NO_CACHE_FILES[path],
      });
      expect((upload as { DependsOn?: string[] }).DependsOn).toContain(pages[0]);
    }
    expect(NO_CACHE_CONTROL).toBe('no-cache');
  });

  const apiOriginHeaders = (template = out.site) => {
    const config = distributionConfig(template);
    const origin = config.Origins.find((o) => o.Id === apiBehavior(template).TargetOriginId)!;
    return Object.fromEntries(
      (origin.OriginCustomHeaders ?? []).map((h) => [h.HeaderName, h.HeaderValue]),
    );
  };

  it("sends the API the origin secret as a deploy-time reference, never the secret's value", () => {
    expect(apiOriginHeaders()).toEqual({
      [ORIGIN_VERIFY_HEADER]: {
        'Fn::Join': [
          '',
          ['{{resolve:secretsmanager:', secretReferences().origin, ':SecretString:::}}'],
        ],
      },
      [ORIGIN_VERIFY_VERSION_HEADER]: '1',
    });
    // The secret is generated by Secrets Manager: the template holds no value for it.
    out.site.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
      SecretString: Match.absent(),
    });
  });

  it('outputs the origin secret ARN the operator rotates', () => {
    out.site.hasOutput('OriginSecretArn', { Value: secretReferences().origin });
  });

  it('changes the origin when the secret version is bumped, so a deploy re-reads the secret', () => {
    expect(apiOriginHeaders(synth({ originSecretVersion: 3 }).site)).toMatchObject({
      [ORIGIN_VERIFY_VERSION_HEADER]: '3',
    });
  });
});

describe('edge and operations', () => {
  type WafRule = {
    Name: string;
    Action?: {
      Block?: { CustomResponse?: { ResponseCode: number; CustomResponseBodyKey: string } };
    };
    Statement: {
      RateBasedStatement?: { Limit: number; AggregateKeyType: string; ScopeDownStatement: unknown };
      ManagedRuleGroupStatement?: {
        Name: string;
        ScopeDownStatement: unknown;
        RuleActionOverrides: { Name: string; ActionToUse: Record<string, unknown> }[];
      };
    };
  };
  const webAcl = () => {
    const [, acl] = resources(out.edge!, 'AWS::WAFv2::WebACL')[0]!;
    return acl.Properties as {
      Scope: string;
      Rules: WafRule[];
      CustomResponseBodies: Record<string, { ContentType: string; Content: string }>;
    };
  };
  const rule = (name: string) => webAcl().Rules.find((r) => r.Name === name)!;
  const apiPaths = {
    ByteMatchStatement: {
      FieldToMatch: { UriPath: {} },
      PositionalConstraint: 'STARTS_WITH',
      SearchString: '/api/',
      TextTransformations: [{ Priority: 0, Type: 'NONE' }],
    },
  };
  const blockWith = (key: keyof typeof WAF_RESPONSES) => ({
    Block: {
      CustomResponse: { ResponseCode: WAF_RESPONSES[key].status, CustomResponseBodyKey: key },
    },
  });

  it('answers API blocks in JSON with a clear message, and page blocks in plain text', () => {
    expect(webAcl().Scope).toBe('CLOUDFRONT');
    const bodies = webAcl().CustomResponseBodies;
    for (const key of ['tooManyRequests', 'apiBlocked'] as const) {
      expect(bodies[key]!.ContentType).toBe('APPLICATION_JSON');
      expect(JSON.parse(bodies[key]!.Content)).toEqual({
        message: expect.stringMatching(/\w+ \w+/),
      });
    }
    expect(bodies.pageBlocked!.ContentType).toBe('TEXT_PLAIN');
    expect(WAF_RESPONSES.apiBlocked.status).toBe(403);
  });

  it('rate-limits API POSTs per address, and every API method at three times that, with a JSON 429', () => {
    expect(rule('ApiPostRateLimit')).toMatchObject({
      Action: blockWith('tooManyRequests'),
      Statement: {
        RateBasedStatement: {
          Limit: 100,
          AggregateKeyType: 'IP',
          ScopeDownStatement: {
            AndStatement: {
              Statements: [
                { ByteMatchStatement: expect.objectContaining({ SearchString: 'POST' }) },
                apiPaths,
              ],
            },
          },
        },
      },
    });
    expect(rule('ApiRateLimit')).toMatchObject({
      Action: blockWith('tooManyRequests'),
      Statement: {
        RateBasedStatement: { Limit: 300, AggregateKeyType: 'IP', ScopeDownStatement: apiPaths },
      },
    });
    expect(WAF_RESPONSES.tooManyRequests.status).toBe(429);
    const edge = synth({ apiPostLimit: 20 }).edge!;
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'ApiRateLimit',
          Statement: { RateBasedStatement: Match.objectLike({ Limit: 60 }) },
        }),
      ]),
    });
  });

  it("only counts the common rule set's body rules on /api/*, so a message may quote <script>", () => {
    const group = rule('AwsCommonRulesApi').Statement.ManagedRuleGroupStatement!;
    expect(group.Name).toBe('AWSManagedRulesCommonRuleSet');
    expect(group.ScopeDownStatement).toEqual(apiPaths);
    const overrides = Object.fromEntries(
      group.RuleActionOverrides.map((o) => [o.Name, o.ActionToUse]),
    );
    expect(Object.keys(overrides).sort()).toEqual([...COMMON_RULE_SET_RULES].sort());
    for (const name of COMMON_RULE_SET_RULES) {
      const counted = (API_BODY_RULES_COUNTED as readonly string[]).includes(name);
      expect(overrides[name], name).toEqual(counted ? { Count: {} } : blockWith('apiBlocked'));
    }
    expect(overrides.CrossSiteScripting_BODY).toEqual({ Count: {} });
  });

  it('keeps the whole common rule set blocking on pages, in plain text', () => {
    const group = rule('AwsCommonRulesPages').Statement.ManagedRuleGroupStatement!;
    expect(group.ScopeDownStatement).toEqual({ NotStatement: { Statement: apiPaths } });
    expect(group.RuleActionOverrides).toHaveLength(COMMON_RULE_SET_RULES.length);
    for (const o of group.RuleActionOverrides)
      expect(o.ActionToUse).toEqual(blockWith('pageBlocked'));
  });

  it('can turn the web ACL off, leaving no us-east-1 stack when nothing else needs it', () => {
    const withoutWaf = synth({ wafEnabled: false });
    expect(withoutWaf.edge).toBeUndefined();
    const withDomain = synth({ wafEnabled: false, domainName: 'www.example-lab.ca' });
    withDomain.edge?.resourceCountIs('AWS::WAFv2::WebACL', 0);
    withDomain.edge?.resourceCountIs('AWS::CertificateManager::Certificate', 1);
  });

  it('alarms on function errors and throttles, API 5xx and table throttles, to one topic', () => {
    const alarms = resources(out.site, 'AWS::CloudWatch::Alarm');
    const names = alarms.map(([, a]) => JSON.stringify(a.Properties));
    // Every API route's function, the mail worker, the delivery feedback and the purge.
    expect(names.filter((a) => a.includes('"MetricName":"Errors"'))).toHaveLength(
      API_ROUTES.length + 3,
    );
    expect(names.filter((a) => a.includes('"MetricName":"Throttles"'))).toHaveLength(
      API_ROUTES.length + 3,
    );
    expect(names.some((a) => a.includes('5xx'))).toBe(true);
    // The record tables and the mail recipients.
    expect(names.filter((a) => a.includes('WriteThrottleEvents'))).toHaveLength(4);
    // Two topics: the alarms' and the one SES publishes mail events to.
    const [alarmTopic, ...others] = resources(out.site, 'AWS::SNS::Topic').filter(
      ([, topic]) => topic.Properties.DisplayName === 'Laboratory website alarms',
    );
    expect(others).toEqual([]);
    out.site.resourceCountIs('AWS::SNS::Topic', 2);
    for (const [, alarm] of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: alarmTopic![0] }]);
    }
  });

  it("alarms on the handlers' own 5xx metric at the first one in 5 minutes", () => {
    out.site.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: API_METRICS.namespace,
      MetricName: API_METRICS.serverErrors,
      Dimensions: Match.absent(),
      Statistic: 'Sum',
      Period: 300,
      EvaluationPeriods: 1,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: Match.anyValue() }],
    });
  });

  it('alarms on a burst of failed sign-ins, from the sign-in metric', () => {
    expect(SIGN_IN_FAILURE_BURST).toEqual({ failures: 10, minutes: 5 });
    out.site.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: SIGN_IN_METRICS.namespace,
      MetricName: SIGN_IN_METRICS.failures,
      Dimensions: Match.absent(),
      Statistic: 'Sum',
      Period: SIGN_IN_FAILURE_BURST.minutes * 60,
      EvaluationPeriods: 1,
      Threshold: SIGN_IN_FAILURE_BURST.failures,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: Match.anyValue() }],
    });
  });

  it('alarms on any audit entry that could not be stored', () => {
    out.site.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: AUDIT_METRICS.namespace,
      MetricName: AUDIT_METRICS.notStored,
      Dimensions: Match.absent(),
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: Match.anyValue() }],
    });
  });

  it('encrypts the alarm topic with a rotated key of its own that CloudWatch may use', () => {
    const [keyId] = resources(out.site, 'AWS::KMS::Key').map(([id]) => id);
    out.site.hasResourceProperties('AWS::SNS::Topic', {
      KmsMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] },
    });
    expect(JSON.stringify(out.site.toJSON())).not.toContain('alias/aws/sns');
    const fromOurAlarms = Match.objectLike({
      StringEquals: { 'aws:SourceAccount': '123456789012' },
    });
    out.site.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
            Condition: fromOurAlarms,
          }),
        ]),
      }),
    });
    out.site.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: 'sns:Publish',
            Condition: fromOurAlarms,
          }),
        ]),
      }),
    });
  });

  it('outputs the site URL, API URL, user pool id and client id', () => {
    expect(Object.keys(out.site.findOutputs('*'))).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'AdminUrl']),
    );
    expect(Object.keys(out.data.findOutputs('*'))).toEqual(
      expect.arrayContaining(['UserPoolId', 'UserPoolClientId']),
    );
  });

  it('always outputs the CloudFront name a custom domain must point at', () => {
    const [distributionId] = resources(out.site, 'AWS::CloudFront::Distribution').map(([id]) => id);
    const expected = { Value: { 'Fn::GetAtt': [distributionId, 'DomainName'] } };
    out.site.hasOutput('DistributionDomainName', expected);
    const withDomain = synth({ domainName: 'www.example-lab.ca' }).site;
    withDomain.hasOutput('SiteUrl', { Value: 'https://www.example-lab.ca' });
    withDomain.hasOutput('DistributionDomainName', expected);
  });
});

describe('mail', () => {
  const identities = (template: Synthesized['site']) =>
    resources(template, 'AWS::SES::EmailIdentity').map(([, r]) => r.Properties.EmailIdentity);

  it("verifies the sender's domain with Easy DKIM, not an address nobody reads", () => {
    expect(identities(out.site)).toEqual(['example.com']);
    out.site.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'example.com',
      DkimAttributes: Match.absent(),
      DkimSigningAttributes: Match.absent(),
    });
    // Without a Route 53 zone for it, the operator adds the three DKIM records shown.
    for (const n of [1, 2, 3]) {
      expect(JSON.stringify(out.site.findOutputs(`MailDkimRecord${n}`))).toContain('CNAME');
    }
  });

  it('verifies an overriding mailDomain, and puts its DKIM records in its Route 53 zone', () => {
    const site = synth({
      mailFrom: 'no-reply@mail.example-lab.ca',
      mailDomain: 'example-lab.ca',
      notifyTo: 'office@example-lab.ca',
      hostedZoneId: 'Z0123456789ABC',
      hostedZoneName: 'example-lab.ca',
    }).site;
    expect(identities(site)).toEqual(['example-lab.ca']);
    site.resourceCountIs('AWS::Route53::RecordSet', 3);
    expect(Object.keys(site.findOutputs('MailDkimRecord1'))).toEqual([]);
  });

  it('verifies the recipient address too when it is outside the sender domain (SES sandbox)', () => {
    const site = synth({ mailFrom: 'no-reply@example-lab.ca', notifyTo: 'lab@gmail.example' }).site;
    expect(identities(site)).toEqual(['example-lab.ca', 'lab@gmail.example']);
    const send = resources(site, 'AWS::IAM::Policy')
      .flatMap(
        ([, p]) =>
          (p.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
      )
      .filter((s) => s.Action === 'ses:SendEmail');
    // Notify's, to the laboratory only; the invitation's (asserted with the accounts routes),
    // the reply route's (asserted with its IAM) and the mail worker's (asserted with the mail
    // delivery), to any address.
    expect(send).toHaveLength(4);
    const notify = send.filter((s) => JSON.stringify(s.Condition).includes('ses:Recipients'));
    expect(notify).toHaveLength(1);
    expect(notify[0]!.Condition).toEqual({
      StringEquals: { 'ses:FromAddress': 'no-reply@example-lab.ca' },
      'ForAllValues:StringEquals': { 'ses:Recipients': ['lab@gmail.example'] },
    });
    // Both identities, and the configuration set it sends with.
    expect((notify[0]!.Resource as unknown[]).length).toBe(3);
  });

  it('refuses a sender outside mailDomain', () => {
    expect(() =>
      synth({ mailFrom: 'no-reply@other.example', mailDomain: 'example-lab.ca' }),
    ).toThrow(/not an address of mailDomain/);
  });
});
