import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface WebAclProps {
  /** POSTs to /api/* allowed per IP address in any 5 minutes. */
  readonly apiPostLimit: number;
}

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * The CloudFront-scoped web ACL (it must live in us-east-1): AWS's common rule set, and
 * a per-IP rate limit on form and login POSTs that answers 429 in JSON, as the API would.
 */
export class WebAcl extends Construct {
  public readonly arn: string;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const acl = new CfnWebACL(this, 'Acl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('lab-site'),
      customResponseBodies: {
        tooManyRequests: {
          contentType: 'APPLICATION_JSON',
          content: '{"message":"Too many requests. Please wait a few minutes and try again."}',
        },
      },
      rules: [
        {
          name: 'ApiPostRateLimit',
          priority: 0,
          action: {
            block: {
              customResponse: { responseCode: 429, customResponseBodyKey: 'tooManyRequests' },
            },
          },
          statement: {
            rateBasedStatement: {
              limit: props.apiPostLimit,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                andStatement: {
                  statements: [
                    {
                      byteMatchStatement: {
                        fieldToMatch: { method: {} },
                        positionalConstraint: 'EXACTLY',
                        searchString: 'POST',
                        textTransformations: [{ priority: 0, type: 'NONE' }],
                      },
                    },
                    {
                      byteMatchStatement: {
                        fieldToMatch: { uriPath: {} },
                        positionalConstraint: 'STARTS_WITH',
                        searchString: '/api/',
                        textTransformations: [{ priority: 0, type: 'NONE' }],
                      },
                    },
                  ],
                },
              },
            },
          },
          visibilityConfig: visibility('api-post-rate-limit'),
        },
        {
          name: 'AwsCommonRules',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // The API accepts bodies up to 16 KB (a 5,000-character message in a non-Latin
              // script is over 8 KB) and enforces that limit itself, with a clear 413.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('aws-common-rules'),
        },
      ],
    });
    this.arn = acl.attrArn;
  }
}
