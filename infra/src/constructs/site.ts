import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type CfnBucket,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ASSET_CACHE_CONTROL, ASSETS_FOLDER } from '@lab/shared/constants/site-assets';
import {
  contentSecurityPolicy,
  SECURITY_HEADERS,
  STAFF_PATH_PATTERNS,
} from '@lab/shared/security/headers';
import { ORIGIN_VERIFY_HEADER } from '@lab/shared/security/origin';
import {
  NOT_FOUND_METADATA,
  NOT_FOUND_PAGE,
  siteFiles,
  apiRequestCode,
  viewerRequestCode,
  viewerResponseCode,
} from './site-functions';

/**
 * Sent to the API beside ORIGIN_VERIFY_HEADER. CloudFormation reads a dynamic reference
 * again only when its resource changes: a new version number changes the distribution,
 * so the deploy after a rotation sends the new secret value.
 */
export const ORIGIN_VERIFY_VERSION_HEADER = 'x-origin-verify-version';

/**
 * Pages and the not-found page: browsers revalidate on every view (`max-age=0`), the edge
 * keeps them for 5 minutes (`s-maxage`), and every deployment invalidates the edge.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, must-revalidate';

/**
 * The member of a CloudFront header enum whose value is `value`, so the policy sends the
 * shared definition's value, and synth fails if CloudFront cannot send it.
 */
function cloudFrontValue<E extends string>(members: Record<string, E>, value: string): E {
  const member = Object.values(members).find((candidate) => candidate === value);
  if (!member) throw new Error(`CloudFront's response headers policy cannot send "${value}"`);
  return member;
}

/** Where CloudFront sends `/api/*`, and how it proves to the API that it is CloudFront. */
export interface SiteApiOrigin {
  /** Host name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`). */
  readonly domain: string;
  /** Its value goes in ORIGIN_VERIFY_HEADER, as a dynamic reference resolved at deploy time. */
  readonly secret: ISecret;
  /** Bumped after rotating `secret`, so the next deploy reads the new value. */
  readonly secretVersion: number;
  /**
   * Streamed routes' function URLs and the paths sent to each, ahead of `/api/*`.
   * @default none
   */
  readonly streamed?: readonly { readonly pathPattern: string; readonly domain: string }[];
}

export interface SiteProps {
  /** The pre-rendered web build (`web/dist`). */
  readonly assetsPath: string;
  readonly api: SiteApiOrigin;
  readonly analytics: boolean;
  /** `sha256-…` hashes of the pages' inline scripts, for the CSP. */
  readonly scriptHashes: readonly string[];
  /** CloudFront-scoped WAF web ACL ARN (from the us-east-1 stack). @default no WAF */
  readonly webAclArn?: string;
  /** Custom domain and its us-east-1 certificate. @default the CloudFront domain */
  readonly domain?: { readonly name: string; readonly certificate: ICertificate };
}

/**
 * The public site: a private, versioned S3 bucket read by CloudFront through origin
 * access control; `/api/*` goes to the HTTP API on the same origin. Every response
 * carries the shared security headers.
 */
export class Site extends Construct {
  public readonly distribution: Distribution;
  public readonly bucket: IBucket;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);

    const logs = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logging writes through bucket ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });

    const bucket = new Bucket(this, 'Content', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      versioned: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 's3/',
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.bucket = bucket;

    const headersPolicy = (id: string, comment: string, analytics: boolean) =>
      new ResponseHeadersPolicy(this, id, {
        comment,
        securityHeadersBehavior: {
          strictTransportSecurity: {
            accessControlMaxAge: Duration.seconds(SECURITY_HEADERS.hsts.maxAgeSeconds),
            includeSubdomains: SECURITY_HEADERS.hsts.includeSubdomains,
            preload: SECURITY_HEADERS.hsts.preload,
            override: true,
          },
          contentSecurityPolicy: {
            contentSecurityPolicy: contentSecurityPolicy({
              analytics,
              scriptHashes: props.scriptHashes,
            }),
            override: true,
          },
          contentTypeOptions: { override: true },
          frameOptions: {
            frameOption: cloudFrontValue(HeadersFrameOption, SECURITY_HEADERS.frameOptions),
            override: true,
          },
          referrerPolicy: {
            referrerPolicy: cloudFrontValue(HeadersReferrerPolicy, SECURITY_HEADERS.referrerPolicy),
            override: true,
          },
        },
        customHeadersBehavior: {
          customHeaders: [
            {
              header: 'Permissions-Policy',
              value: SECURITY_HEADERS.permissionsPolicy,
              override: true,
            },
          ],
        },
      });
    const headers = headersPolicy(
      'SecurityHeaders',
      'Security headers of the laboratory site (shared/src/security/headers.ts)',
      props.analytics,
    );
    // The staff area never allows third-party script, which could read the admin's token.
    const staffHeaders = props.analytics
      ? headersPolicy(
          'StaffSecurityHeaders',
          'Security headers of the staff pages: no analytics host in the CSP',
          false,
        )
      : headers;

    // No custom error responses: they apply to every behaviour, /api/* included. The
    // default behaviour's functions answer unknown paths with the not-found page instead.
    const pageRequest = new CloudFrontFunction(this, 'PageRequest', {
      comment: 'Maps clean URLs to pre-rendered files, unknown paths to the not-found page',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(viewerRequestCode(siteFiles(props.assetsPath))),
    });
    const apiRequest = new CloudFrontFunction(this, 'ApiRequest', {
      comment: "Passes the viewer's IP address to the API",
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(apiRequestCode()),
    });
    const apiBehavior = (domain: string): BehaviorOptions => ({
      origin: new HttpOrigin(domain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: {
          // A {{resolve:secretsmanager:…}} dynamic reference: the value is never in the template.
          [ORIGIN_VERIFY_HEADER]: props.api.secret.secretValue.unsafeUnwrap(),
          [ORIGIN_VERIFY_VERSION_HEADER]: String(props.api.secretVersion),
        },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: apiRequest, eventType: FunctionEventType.VIEWER_REQUEST }],
    });
    const pageResponse = new CloudFrontFunction(this, 'PageResponse', {
      comment: 'Answers the not-found page with status 404',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(viewerResponseCode()),
    });

    // Pages: the edge keeps them for their s-maxage (5 minutes; the deployment also
    // invalidates), browsers revalidate them (max-age=0). See PAGE_CACHE_CONTROL.
    const pages = new CachePolicy(this, 'PageCache', {
      comment: 'Pre-rendered pages: cached briefly at the edge',
      defaultTtl: Duration.minutes(5),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.hours(1),
      cookieBehavior: CacheCookieBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // With s3:ListBucket a missing file is a 404 from S3 rather than a 403: a stale page
    // asking for a removed /assets/ file gets the true status. Every other path is one
    // of the site's files by the time it reaches S3 (see site-request.js).
    const s3 = S3BucketOrigin.withOriginAccessControl(bucket, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    const pageBehavior = {
      origin: s3,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      compress: true,
      cachePolicy: pages,
      functionAssociations: [
        { function: pageRequest, eventType: FunctionEventType.VIEWER_REQUEST },
        { function: pageResponse, eventType: FunctionEventType.VIEWER_RESPONSE },
      ],
    } satisfies BehaviorOptions;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Agricultural testing laboratory website',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
      ...(props.domain && {
        domainNames: [props.domain.name],
        certificate: props.domain.certificate,
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultBehavior: { ...pageBehavior, responseHeadersPolicy: headers },
      additionalBehaviors: {
        ...Object.fromEntries(
          STAFF_PATH_PATTERNS.map((pattern) => [
            pattern,
            { ...pageBehavior, responseHeadersPolicy: staffHeaders },
          ]),
        ),
        // Hashed file names: cache for a year.
        [`/${ASSETS_FOLDER}/*`]: {
          origin: s3,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          compress: true,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
        },
        // Streamed routes first: CloudFront takes the first pattern that matches, and each
        // is a function URL of its own, with the same headers, function and no caching.
        ...Object.fromEntries(
          (props.api.streamed ?? []).map(({ pathPattern, domain }) => [
            pathPattern,
            apiBehavior(domain),
          ]),
        ),
        // Same origin for the API: no CORS. Nothing cached; every viewer header but Host
        // (API Gateway routes on its own host name) is forwarded, and the origin-verify
        // header is set (overwriting any the viewer sent). A request function adds the
        // viewer's address; no response function and no error rewriting: the API's and
        // WAF's JSON answers reach the browser as they are.
        '/api/*': apiBehavior(props.api.domain),
      },
    });
    Validations.of(this.distribution).acknowledge({
      id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      reason:
        'No request can list the bucket: the default behaviour rewrites every path to one of the site files (or the not-found page) and has a default root object, and neither S3 behaviour forwards query strings, so S3 only ever sees GETs of object keys.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: the laboratory serves Alberta and Saskatchewan, but its guides are public and read from anywhere.',
    });
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'The operator turned the WAF web ACL off (wafEnabled=false); the API still has its stage throttle and input limits.',
      });
    }
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be chosen; set domainName to use TLSv1.2_2021.',
      });
    }

    // Hashed assets first, with a year of caching; then the not-found page with the
    // metadata that makes it a 404; then the pages, whose upload invalidates the edge.
    // None prunes: pages still open in a browser may ask for old assets.
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(join(props.assetsPath, ASSETS_FOLDER))],
      destinationBucket: bucket,
      destinationKeyPrefix: `${ASSETS_FOLDER}/`,
      prune: false,
      cacheControl: [CacheControl.fromString(ASSET_CACHE_CONTROL)],
      memoryLimit: 512,
    });
    const notFoundKey = NOT_FOUND_PAGE.slice(1);
    const notFound = new BucketDeployment(this, 'DeployNotFoundPage', {
      sources: [
        Source.data(notFoundKey, readFileSync(join(props.assetsPath, notFoundKey), 'utf8')),
      ],
      destinationBucket: bucket,
      prune: false,
      metadata: { ...NOT_FOUND_METADATA },
      contentType: 'text/html; charset=utf-8',
      cacheControl: [CacheControl.fromString(PAGE_CACHE_CONTROL)],
      memoryLimit: 512,
    });
    notFound.node.addDependency(assets);
    const pagesDeployment = new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(props.assetsPath, { exclude: [`${ASSETS_FOLDER}/*`, notFoundKey] })],
      destinationBucket: bucket,
      prune: false,
      cacheControl: [CacheControl.fromString(PAGE_CACHE_CONTROL)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    pagesDeployment.node.addDependency(notFound);

    // Both deployments run in CDK's one shared upload function, created at stack level.
    const stack = Stack.of(this);
    // cdk-nag names the CDK asset bucket by account: a placeholder until the account is known.
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    for (const child of stack.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      Validations.of(child).acknowledge(
        {
          id: 'AwsSolutions-L1',
          reason:
            "CDK's BucketDeployment function: its runtime is chosen by aws-cdk-lib (it ships the AWS CLI layer), not by this app.",
        },
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason:
            "CDK's BucketDeployment function role: log-writing permissions managed by aws-cdk-lib.",
        },
        ...[
          'Action::s3:GetBucket*',
          'Action::s3:GetObject*',
          'Action::s3:List*',
          'Action::s3:Abort*',
          'Action::s3:DeleteObject*',
          `Resource::arn:aws:s3:::cdk-hnb659fds-assets-${account}-${stack.region}/*`,
          `Resource::<${stack.getLogicalId(bucket.node.defaultChild as CfnBucket)}.Arn>/*`,
        ].map((finding) => ({
          id: `AwsSolutions-IAM5[${finding}]`,
          reason:
            "CDK's BucketDeployment function copies the built site from the CDK asset bucket into the site bucket: aws-cdk-lib grants it object-level actions on exactly those two buckets.",
        })),
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason:
            'CDK\'s BucketDeployment function invalidates the distribution after each upload: aws-cdk-lib grants cloudfront:CreateInvalidation and GetInvalidation on Resource "*".',
        },
      );
    }
  }
}
