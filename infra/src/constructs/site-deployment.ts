import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import {
  ASSET_CACHE_CONTROL,
  ASSETS_FOLDER,
  NO_CACHE_CONTROL,
  NO_CACHE_FILES,
  NO_CACHE_PATHS,
} from '@lab/shared/constants/site-assets';
import { NOT_FOUND_METADATA, NOT_FOUND_PAGE } from './site-functions';

/**
 * Pages and the not-found page: browsers revalidate on every view (`max-age=0`), the edge
 * keeps them for 5 minutes (`s-maxage`), and every deployment invalidates the edge.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, must-revalidate';

/** Where the web build goes, and the distribution whose edge a new build invalidates. */
export interface SiteUpload {
  /** The pre-rendered web build (`web/dist`). */
  readonly assetsPath: string;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
}

/**
 * Uploads the web build into the site bucket. Hashed assets first, with a year of
 * caching; then the not-found page with the metadata that makes it a 404; then the pages,
 * whose upload invalidates the edge; last the service worker and the web manifest
 * (NO_CACHE_FILES), revalidated on every use. None prunes: pages still open in a browser
 * may ask for old assets.
 */
export function deploySiteFiles(
  scope: Construct,
  { assetsPath, bucket, distribution }: SiteUpload,
): void {
  const assets = new BucketDeployment(scope, 'DeployAssets', {
    sources: [Source.asset(join(assetsPath, ASSETS_FOLDER))],
    destinationBucket: bucket,
    destinationKeyPrefix: `${ASSETS_FOLDER}/`,
    prune: false,
    cacheControl: [CacheControl.fromString(ASSET_CACHE_CONTROL)],
    memoryLimit: 512,
  });
  const notFoundKey = NOT_FOUND_PAGE.slice(1);
  const notFound = new BucketDeployment(scope, 'DeployNotFoundPage', {
    sources: [Source.data(notFoundKey, readFileSync(join(assetsPath, notFoundKey), 'utf8'))],
    destinationBucket: bucket,
    prune: false,
    metadata: { ...NOT_FOUND_METADATA },
    contentType: 'text/html; charset=utf-8',
    cacheControl: [CacheControl.fromString(PAGE_CACHE_CONTROL)],
    memoryLimit: 512,
  });
  notFound.node.addDependency(assets);
  const noCacheKeys = NO_CACHE_PATHS.map((path) => path.slice(1));
  const pages = new BucketDeployment(scope, 'DeployPages', {
    sources: [
      Source.asset(assetsPath, { exclude: [`${ASSETS_FOLDER}/*`, notFoundKey, ...noCacheKeys] }),
    ],
    destinationBucket: bucket,
    prune: false,
    cacheControl: [CacheControl.fromString(PAGE_CACHE_CONTROL)],
    distribution,
    distributionPaths: ['/*'],
    memoryLimit: 512,
  });
  pages.node.addDependency(notFound);
  // Last: a new worker precaches the release's pages and files, so they must all be in
  // place before any browser can see it; each with its own type (the upload would guess
  // none for a manifest) and its own invalidation, as the edge may hold the old one.
  for (const path of NO_CACHE_PATHS.filter((file) => existsSync(join(assetsPath, file)))) {
    const key = path.slice(1);
    const upload = new BucketDeployment(scope, `Deploy-${key}`, {
      sources: [Source.data(key, readFileSync(join(assetsPath, key), 'utf8'))],
      destinationBucket: bucket,
      prune: false,
      contentType: NO_CACHE_FILES[path],
      cacheControl: [CacheControl.fromString(NO_CACHE_CONTROL)],
      distribution,
      distributionPaths: [path],
      memoryLimit: 512,
    });
    upload.node.addDependency(pages);
  }
  acknowledgeUploadFunction(scope, bucket);
  retainUploadLogs(scope);
}

/**
 * The upload function's log group (CDK creates it, retained): kept like the other retained
 * resources, except when the stack's first create fails, when CloudFormation deletes it.
 */
function retainUploadLogs(scope: Construct): void {
  for (const child of Stack.of(scope).node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    const logs = child.node.tryFindChild('LogGroup');
    if (logs instanceof LogGroup) logs.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
  }
}

/**
 * The uploads run in CDK's one shared upload function, created at stack level: its
 * cdk-nag findings are aws-cdk-lib's choices, acknowledged on it with the reasons.
 */
function acknowledgeUploadFunction(scope: Construct, bucket: IBucket): void {
  const stack = Stack.of(scope);
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
