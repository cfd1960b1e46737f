import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_ROUTES, type ApiRoute } from '@lab/shared/api/routes';

export interface WebAclProps {
  /** POSTs to /api/* allowed per IP address in any 5 minutes. */
  readonly apiPostLimit: number;
  /** The web ACL's CloudWatch metric dimension; its rules' metrics are counted under it. */
  readonly metricName: string;
}

/** Requests of any method to /api/* allowed per IP address, as a multiple of `apiPostLimit`. */
export const API_ALL_METHODS_FACTOR = 3;

/**
 * Requests to the sign-in routes allowed per IP address in any 5 minutes: 10 sign-ins of a
 * password and a code, room for a shared office address, and far below what guessing
 * needs. The sign-in guard does the fine-grained slowing per username in the API; this
 * stops one address's flood before it reaches Lambda (docs/operations/waf.md).
 */
export const SIGN_IN_RATE_LIMIT = 20;

/** The paths of the sign-in routes (the password step and the steps after it). */
export const SIGN_IN_PATHS = (API_ROUTES as readonly ApiRoute[])
  .filter((route) => route.access.signIn)
  .map((route) => route.path);

/**
 * Requests to the requester's own routes (the document links, the status page) allowed per
 * IP address in any 5 minutes: a requester opens a label, a form and the status page a
 * few times; anyone trying references and addresses on /api/track, or tokens on the
 * document links, is stopped long before the guesses add up (issue 31). API Gateway's
 * `requester` throttle caps all callers together behind it.
 */
export const REQUESTER_RATE_LIMIT = 30;

/**
 * The requester's routes: the public routes that check a document link. Matched by their
 * path up to the first parameter (`/api/documents/{document}` → starts with
 * `/api/documents/`), or exactly when they have none (`/api/track`).
 */
export const REQUESTER_PATHS = (API_ROUTES as readonly ApiRoute[])
  .filter((route) => route.auth === 'public' && route.access.documentLinks === 'check')
  .map((route) => {
    const prefix = route.path.replace(/\{\w+\}.*$/, '');
    return prefix === route.path
      ? { path: route.path, match: 'EXACTLY' as const }
      : { path: prefix, match: 'STARTS_WITH' as const };
  });

/** The rules of AWS's core rule set (AWSManagedRulesCommonRuleSet), by their names in AWS's documentation. */
export const COMMON_RULE_SET_RULES = [
  'NoUserAgent_HEADER',
  'UserAgent_BadBots_HEADER',
  'SizeRestrictions_QUERYSTRING',
  'SizeRestrictions_Cookie_HEADER',
  'SizeRestrictions_BODY',
  'SizeRestrictions_URIPATH',
  'EC2MetaDataSSRF_BODY',
  'EC2MetaDataSSRF_COOKIE',
  'EC2MetaDataSSRF_URIPATH',
  'EC2MetaDataSSRF_QUERYARGUMENTS',
  'GenericLFI_QUERYARGUMENTS',
  'GenericLFI_URIPATH',
  'GenericLFI_BODY',
  'RestrictedExtensions_URIPATH',
  'RestrictedExtensions_QUERYARGUMENTS',
  'GenericRFI_QUERYARGUMENTS',
  'GenericRFI_BODY',
  'GenericRFI_URIPATH',
  'CrossSiteScripting_COOKIE',
  'CrossSiteScripting_QUERYARGUMENTS',
  'CrossSiteScripting_BODY',
  'CrossSiteScripting_URIPATH',
] as const;

/**
 * The core rule set's body rules only count on /api/*: the forms' JSON bodies are free
 * text (a message may quote `<script>`, a path or a URL; the API stores it as text and the
 * web page and the e-mail escape it), and the API validates and size-limits them itself.
 */
export const API_BODY_RULES_COUNTED = [
  'CrossSiteScripting_BODY',
  'SizeRestrictions_BODY',
  'GenericLFI_BODY',
  'GenericRFI_BODY',
  'EC2MetaDataSSRF_BODY',
] as const satisfies readonly (typeof COMMON_RULE_SET_RULES)[number][];

/** WAF's answers: JSON as the API's own errors (`{ message }`) for /api/*, plain text for pages. */
export const WAF_RESPONSES = {
  tooManyRequests: {
    status: 429,
    contentType: 'APPLICATION_JSON',
    content: JSON.stringify({
      message: 'Too many requests. Please wait a few minutes and try again.',
    }),
  },
  apiBlocked: {
    status: 403,
    contentType: 'APPLICATION_JSON',
    content: JSON.stringify({
      message:
        'This request was blocked by the website firewall. Please remove any unusual content and try again, or contact the laboratory by phone or e-mail.',
    }),
  },
  pageBlocked: {
    status: 403,
    contentType: 'TEXT_PLAIN',
    content:
      'This request was blocked by the website firewall. If you think this is a mistake, please contact the laboratory by phone or e-mail.',
  },
} as const;
type ResponseKey = keyof typeof WAF_RESPONSES;

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const block = (key: ResponseKey): CfnWebACL.RuleActionProperty => ({
  block: {
    customResponse: { responseCode: WAF_RESPONSES[key].status, customResponseBodyKey: key },
  },
});

const isApi: CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: '/api/',
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};
/**
 * A request to one of the sign-in routes, by its path percent-decoded and in lower case,
 * so another spelling of the same path is counted too.
 */
const signInPaths = SIGN_IN_PATHS.map((path): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: path,
    textTransformations: [
      { priority: 0, type: 'URL_DECODE' },
      { priority: 1, type: 'LOWERCASE' },
    ],
  },
}));
const isSignIn: CfnWebACL.StatementProperty =
  signInPaths.length === 1 ? signInPaths[0]! : { orStatement: { statements: signInPaths } };
/** A request to one of the requester's routes, its path decoded and lower-cased likewise. */
const requesterPaths = REQUESTER_PATHS.map(({ path, match }): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: match,
    searchString: path,
    textTransformations: [
      { priority: 0, type: 'URL_DECODE' },
      { priority: 1, type: 'LOWERCASE' },
    ],
  },
}));
const isRequester: CfnWebACL.StatementProperty =
  requesterPaths.length === 1
    ? requesterPaths[0]!
    : { orStatement: { statements: requesterPaths } };
const isPost: CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { method: {} },
    positionalConstraint: 'EXACTLY',
    searchString: 'POST',
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};

/**
 * The CloudFront-scoped web ACL (it must live in us-east-1). Per-IP rate limits that
 * answer 429 in JSON, as the API would: on the sign-in routes first (the lowest limit), then
 * on the requester's routes (document links, the status page: enumeration), then on /api/* (form and login POSTs, and every method at a higher limit). AWS's core rule set twice, scoped by path, because a managed
 * rule's custom response cannot depend on the path: on /api/* its blocks answer 403 in
 * JSON and its body rules only count; on pages it blocks in plain text.
 */
export class WebAcl extends Construct {
  public readonly arn: string;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const rateLimit = (
      name: string,
      priority: number,
      limit: number,
      scope: CfnWebACL.StatementProperty,
    ): CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: block('tooManyRequests'),
      statement: {
        rateBasedStatement: {
          limit,
          evaluationWindowSec: 300,
          aggregateKeyType: 'IP',
          scopeDownStatement: scope,
        },
      },
      visibilityConfig: visibility(name),
    });
    const commonRules = (
      name: string,
      priority: number,
      scope: CfnWebACL.StatementProperty,
      actionOf: (rule: (typeof COMMON_RULE_SET_RULES)[number]) => CfnWebACL.RuleActionProperty,
    ): CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: 'AWSManagedRulesCommonRuleSet',
          scopeDownStatement: scope,
          ruleActionOverrides: COMMON_RULE_SET_RULES.map((rule) => ({
            name: rule,
            actionToUse: actionOf(rule),
          })),
        },
      },
      visibilityConfig: visibility(name),
    });
    const counted: readonly string[] = API_BODY_RULES_COUNTED;

    const acl = new CfnWebACL(this, 'Acl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.metricName),
      customResponseBodies: Object.fromEntries(
        Object.entries(WAF_RESPONSES).map(([key, { contentType, content }]) => [
          key,
          { contentType, content },
        ]),
      ),
      rules: [
        rateLimit('SignInRateLimit', 0, SIGN_IN_RATE_LIMIT, isSignIn),
        rateLimit('RequesterRateLimit', 1, REQUESTER_RATE_LIMIT, isRequester),
        rateLimit('ApiPostRateLimit', 2, props.apiPostLimit, {
          andStatement: { statements: [isPost, isApi] },
        }),
        rateLimit('ApiRateLimit', 3, props.apiPostLimit * API_ALL_METHODS_FACTOR, isApi),
        commonRules('AwsCommonRulesApi', 4, isApi, (rule) =>
          counted.includes(rule) ? { count: {} } : block('apiBlocked'),
        ),
        commonRules('AwsCommonRulesPages', 5, { notStatement: { statement: isApi } }, () =>
          block('pageBlocked'),
        ),
      ],
    });
    this.arn = acl.attrArn;
  }
}
