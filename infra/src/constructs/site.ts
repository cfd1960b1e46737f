import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
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
  FunctionUrlOriginAccessControl,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ASSETS_FOLDER } from '@lab/shared/constants/site-assets';
import { STAFF_PATH_PATTERNS } from '@lab/shared/security/headers';
import { ORIGIN_VERIFY_HEADER } from '@lab/shared/security/origin';
import { deploySiteFiles } from './site-deployment';
import { siteFiles, apiRequestCode, viewerRequestCode, viewerResponseCode } from './site-functions';
import { securityHeadersPolicy } from './site-headers';

/**
 * Sent to the API beside ORIGIN_VERIFY_HEADER. CloudFormation reads a dynamic reference
 * again only when its resource changes: a new version number changes the distribution,
 * so the deploy after a rotation sends the new secret value.
 */
export const ORIGIN_VERIFY_VERSION_HEADER = 'x-origin-verify-version';

/** Where CloudFront sends `/api/*`, and how it proves to the API that it is CloudFront. */
export interface SiteApiOrigin {
  /** Host name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`). */
  readonly domain: string;
  /** Its value goes in ORIGIN_VERIFY_HEADER, as a dynamic reference resolved at deploy time. */
  readonly secret: ISecret;
  /** Bumped after rotating `secret`, so the next deploy reads the new value. */
  readonly secretVersion: number;
  /**
   * Streamed routes' function URLs (auth type AWS_IAM) and the paths sent to each, ahead of
   * `/api/*`: reached through origin access control, `GET` and `HEAD` only.
   * @default none
   */
  readonly streamed?: readonly { readonly pathPattern: string; readonly url: IFunctionUrl }[];
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
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
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
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    this.bucket = bucket;

    const headers = securityHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers of the laboratory site (shared/src/security/headers.ts)',
      analytics: props.analytics,
      scriptHashes: props.scriptHashes,
    });
    // The staff area never allows third-party script, which could read the admin's token,
    // and lets its own pages use the camera (the Receive samples screen's barcode reader).
    const staffHeaders = securityHeadersPolicy(this, 'StaffSecurityHeaders', {
      comment: 'Security headers of the staff pages: no analytics host, the camera allowed',
      analytics: false,
      scriptHashes: props.scriptHashes,
      staff: true,
    });

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
    const originHeaders = {
      // A {{resolve:secretsmanager:…}} dynamic reference: the value is never in the template.
      [ORIGIN_VERIFY_HEADER]: props.api.secret.secretValue.unsafeUnwrap(),
      [ORIGIN_VERIFY_VERSION_HEADER]: String(props.api.secretVersion),
    };
    const apiDefaults = {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: apiRequest, eventType: FunctionEventType.VIEWER_REQUEST }],
    } satisfies Omit<BehaviorOptions, 'origin'>;
    const apiBehavior = (domain: string): BehaviorOptions => ({
      ...apiDefaults,
      origin: new HttpOrigin(domain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: originHeaders,
      }),
      allowedMethods: AllowedMethods.ALLOW_ALL,
    });
    // A streamed route's function URL takes only requests CloudFront signed (SigV4, always:
    // the viewer's Authorization is replaced, so the admin token has its own header), and
    // only GET and HEAD reach it: CloudFront refuses other methods itself (403), the handler
    // answers HEAD with 405. The origin secret still goes, as the handler checks it first.
    const streamedAccess = props.api.streamed?.length
      ? new FunctionUrlOriginAccessControl(this, 'StreamedAccess', {
          description: "CloudFront signs requests to the streamed routes' function URLs",
        })
      : undefined;
    const streamedBehavior = (url: IFunctionUrl): BehaviorOptions => ({
      ...apiDefaults,
      origin: FunctionUrlOrigin.withOriginAccessControl(url, {
        originAccessControl: streamedAccess,
        customHeaders: originHeaders,
      }),
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    });
    const pageResponse = new CloudFrontFunction(this, 'PageResponse', {
      comment: 'Answers the not-found page with status 404',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(viewerResponseCode()),
    });

    // Pages: the edge keeps them for their s-maxage (5 minutes; the deployment also
    // invalidates), browsers revalidate them (max-age=0). See PAGE_CACHE_CONTROL
    // (site-deployment.ts).
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
          (props.api.streamed ?? []).map(({ pathPattern, url }) => [
            pathPattern,
            streamedBehavior(url),
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

    deploySiteFiles(this, {
      assetsPath: props.assetsPath,
      bucket,
      distribution: this.distribution,
    });
  }
}
