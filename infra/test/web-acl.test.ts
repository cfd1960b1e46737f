import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { REQUESTER_PATHS, SIGN_IN_PATHS, WAF_RESPONSES, WebAcl } from '../src/constructs/web-acl';

interface Rule {
  Name: string;
  Priority: number;
  Action?: unknown;
  Statement: { RateBasedStatement?: Record<string, unknown> };
}

/** The web ACL's rules, as synthesised on their own. */
function rules(): Rule[] {
  const stack = new Stack(new App(), 'Edge', { env: { region: 'us-east-1' } });
  new WebAcl(stack, 'WebAcl', { apiPostLimit: 100, metricName: 'lab-site' });
  const acls = Template.fromStack(stack).findResources('AWS::WAFv2::WebACL');
  const [acl] = Object.values(acls) as { Properties: { Rules: Rule[] } }[];
  return acl!.Properties.Rules;
}

/** A request to one path, decoded and lower-cased before it is compared. */
const exactly = (path: string) => ({
  ByteMatchStatement: {
    FieldToMatch: { UriPath: {} },
    PositionalConstraint: 'EXACTLY',
    SearchString: path,
    TextTransformations: [
      { Priority: 0, Type: 'URL_DECODE' },
      { Priority: 1, Type: 'LOWERCASE' },
    ],
  },
});

describe('the sign-in rate rule', () => {
  it('limits each address to 20 requests to the two sign-in routes in 5 minutes, first, with a JSON 429', () => {
    expect(SIGN_IN_PATHS).toEqual(['/api/admin/login', '/api/admin/login/step']);
    const all = rules();
    const signIn = all.find((rule) => rule.Name === 'SignInRateLimit');
    expect(signIn).toEqual({
      Name: 'SignInRateLimit',
      Priority: 0,
      Action: {
        Block: {
          CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'tooManyRequests' },
        },
      },
      Statement: {
        RateBasedStatement: {
          Limit: 20,
          EvaluationWindowSec: 300,
          AggregateKeyType: 'IP',
          ScopeDownStatement: {
            OrStatement: { Statements: SIGN_IN_PATHS.map(exactly) },
          },
        },
      },
      VisibilityConfig: {
        CloudWatchMetricsEnabled: true,
        MetricName: 'SignInRateLimit',
        SampledRequestsEnabled: true,
      },
    });
    expect(WAF_RESPONSES.tooManyRequests.status).toBe(429);
    // Evaluated before every other rule, each rule at a priority of its own.
    expect(Math.min(...all.map((rule) => rule.Priority))).toBe(0);
    expect(new Set(all.map((rule) => rule.Priority)).size).toBe(all.length);
  });
});

describe("the requester's rate rule", () => {
  it('limits each address to 30 requests to the document links and /api/track in 5 minutes, right after sign-in, with a JSON 429', () => {
    expect(REQUESTER_PATHS).toEqual([
      { path: '/api/documents/', match: 'STARTS_WITH' },
      { path: '/api/track', match: 'EXACTLY' },
    ]);
    const requester = rules().find((rule) => rule.Name === 'RequesterRateLimit');
    const path = (searchString: string, constraint: string) => ({
      ByteMatchStatement: {
        ...exactly(searchString).ByteMatchStatement,
        PositionalConstraint: constraint,
      },
    });
    expect(requester).toEqual({
      Name: 'RequesterRateLimit',
      Priority: 1,
      Action: {
        Block: {
          CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'tooManyRequests' },
        },
      },
      Statement: {
        RateBasedStatement: {
          Limit: 30,
          EvaluationWindowSec: 300,
          AggregateKeyType: 'IP',
          ScopeDownStatement: {
            OrStatement: {
              Statements: [path('/api/documents/', 'STARTS_WITH'), path('/api/track', 'EXACTLY')],
            },
          },
        },
      },
      VisibilityConfig: {
        CloudWatchMetricsEnabled: true,
        MetricName: 'RequesterRateLimit',
        SampledRequestsEnabled: true,
      },
    });
  });
});
