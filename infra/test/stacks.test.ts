import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeEnvNames } from '@lab/shared/api/route-env';
import { API_ROUTES, type HandlerName, type RouteAccess } from '@lab/shared/api/routes';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { RECORD_TABLES } from '@lab/shared/data/tables';
import { contentSecurityPolicy, SECURITY_HEADERS } from '@lab/shared/security/headers';
import { synth, type Synthesized } from './synth';

let out: Synthesized;
beforeAll(() => {
  out = synth();
});

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };
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
  it('has exactly one function and one route per entry of the route table', () => {
    expect(apiFunctions()).toHaveLength(API_ROUTES.length);
    const routes = resources(out.site, 'AWS::ApiGatewayV2::Route');
    expect(routes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(
      API_ROUTES.map((r) => `${r.method} ${r.path}`).sort(),
    );
  });

  it('puts the Cognito JWT authorizer on admin routes only', () => {
    for (const route of API_ROUTES) {
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
    // The declarations as they stand: a form sees its own table only, only notify gets mail.
    expect(envOf('create-contact')).toEqual([
      'CONTACTS_TABLE_NAME',
      'NODE_OPTIONS',
      'ORIGIN_SECRET_ARN',
    ]);
    expect(envOf('admin-login')).toEqual([
      'NODE_OPTIONS',
      'ORIGIN_SECRET_ARN',
      'USER_POOL_CLIENT_ID',
      'USER_POOL_ID',
    ]);
    expect(envOf('list-shipping-requests')).toEqual([
      'NODE_OPTIONS',
      'ORIGIN_SECRET_ARN',
      'SHIPPING_REQUESTS_TABLE_NAME',
      'USER_POOL_CLIENT_ID',
      'USER_POOL_ID',
    ]);
    expect(envOf('get-dashboard')).not.toContain('MAIL_FROM');
    expect(envOf('notify-record')).toEqual(
      expect.arrayContaining(['MAIL_FROM', 'NOTIFY_TO', 'CONTACTS_TABLE_NAME']),
    );
  });

  it('throttles the stage and writes access logs', () => {
    out.site.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue() },
    });
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
  type Statement = { Action: string | string[]; Resource: unknown };
  const actions = (s: Statement) => [s.Action].flat();
  const dataStatements = (statements: Statement[]) =>
    statements.filter((s) =>
      actions(s).some((a) => a.startsWith('dynamodb:') || a.startsWith('ses:')),
    );

  it('uses no AWS managed policy for the API functions', () => {
    for (const [id, role] of resources(out.site, 'AWS::IAM::Role')) {
      if (id.startsWith('Api')) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });

  it('lets a create handler write its own table only', () => {
    const statements = dataStatements(policyOf('CreateContact'));
    expect(statements).toHaveLength(1);
    expect(actions(statements[0]!).sort()).toEqual(['dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(JSON.stringify(statements[0]!.Resource)).toContain('ContactSubmissions');
    expect(JSON.stringify(statements[0]!.Resource)).not.toMatch(
      /ResourceRequests|ShippingRequests|\*/,
    );
  });

  it('lets a list handler query its table index only', () => {
    const statements = dataStatements(policyOf('ListShippingRequests'));
    expect(statements).toHaveLength(1);
    expect(actions(statements[0]!)).toEqual(['dynamodb:Query']);
    const resource = JSON.stringify(statements[0]!.Resource);
    expect(resource).toContain('ShippingRequests');
    expect(resource).toContain('/index/newest-first');
    expect(resource).not.toMatch(/ContactSubmissions|ResourceRequests/);
  });

  it('lets notify read the tables and send mail only through the configured identities', () => {
    const statements = dataStatements(policyOf('NotifyRecord'));
    const ses = statements.filter((s) => actions(s).some((a) => a.startsWith('ses:')));
    expect(ses.length).toBeGreaterThan(0);
    for (const s of ses) expect(JSON.stringify(s.Resource)).toContain(':identity/');
    for (const s of statements.filter((st) => !ses.includes(st))) {
      expect(actions(s).sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem']);
    }
  });

  it('grants each function the table and mail access its route declares, and nothing else', () => {
    const tablesIn = (resource: unknown) =>
      RECORD_KINDS.filter((kind) => JSON.stringify(resource).includes(RECORD_TABLES[kind].title));
    const grant = (list: string[], kinds: readonly RecordKind[] = [], index = false) =>
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
      const { write, list, read, mail }: RouteAccess = route.access;
      expect(got.sort(), route.handler).toEqual(
        [
          ...grant(['dynamodb:PutItem', 'dynamodb:UpdateItem'], write),
          ...grant(['dynamodb:Query'], list, true),
          ...grant(['dynamodb:BatchGetItem', 'dynamodb:GetItem'], read),
        ].sort(),
      );
      expect(statements.length - dynamodb.length > 0, route.handler).toBe(mail === true);
    }
    // The dashboard reads the counters only: it may not query the records' index.
    expect(JSON.stringify(policyOf('GetDashboard'))).not.toContain('dynamodb:Query');
    expect(dataStatements(policyOf('AdminLogin'))).toEqual([]);
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

describe('data', () => {
  it('keeps three tables on demand, encrypted, recoverable, protected and retained', () => {
    const tables = resources(out.data, 'AWS::DynamoDB::GlobalTable');
    expect(tables).toHaveLength(3);
    for (const [, table] of tables) {
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true },
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'newest-first',
            KeySchema: [
              { AttributeName: 'listPk', KeyType: 'HASH' },
              { AttributeName: 'id', KeyType: 'RANGE' },
            ],
          },
        ],
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
      DeletionPolicy: 'Retain',
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
    out.data.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH']),
      AccessTokenValidity: 60,
    });
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
    out.site.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
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
        CustomErrorResponses: [
          {
            ErrorCode: 403,
            ResponseCode: 404,
            ResponsePagePath: '/404.html',
            ErrorCachingMinTTL: 300,
          },
        ],
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

  it('maps clean URLs with a viewer-request function', () => {
    out.site.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });
});

describe('edge and operations', () => {
  it('protects CloudFront with the common rule set and a POST rate limit in us-east-1', () => {
    out.edge!.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'ApiPostRateLimit',
          Statement: {
            RateBasedStatement: Match.objectLike({ Limit: 100, AggregateKeyType: 'IP' }),
          },
        }),
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({ Name: 'AWSManagedRulesCommonRuleSet' }),
          },
        }),
      ]),
    });
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
    expect(names.filter((a) => a.includes('"MetricName":"Errors"'))).toHaveLength(
      API_ROUTES.length,
    );
    expect(names.filter((a) => a.includes('"MetricName":"Throttles"'))).toHaveLength(
      API_ROUTES.length,
    );
    expect(names.some((a) => a.includes('5xx'))).toBe(true);
    expect(names.filter((a) => a.includes('WriteThrottleEvents'))).toHaveLength(3);
    out.site.resourceCountIs('AWS::SNS::Topic', 1);
  });

  it('outputs the site URL, API URL, user pool id and client id', () => {
    expect(Object.keys(out.site.findOutputs('*'))).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'AdminUrl']),
    );
    expect(Object.keys(out.data.findOutputs('*'))).toEqual(
      expect.arrayContaining(['UserPoolId', 'UserPoolClientId']),
    );
  });
});
