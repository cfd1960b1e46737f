import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import {
  LAMBDA_BUNDLE_OPTIONS,
  LAMBDA_TIMEOUT_SECONDS,
} from '@lab/shared/lambda/function-defaults';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ApiFunctionProps {
  /** Folder of the handler under `functions/src/<source>/`. */
  readonly handler: string;
  /**
   * Where the handler's folder is: `api` for an API route, `jobs` for a scheduled job.
   * @default 'api'
   */
  readonly source?: 'api' | 'jobs';
  readonly environment: Record<string, string>;
  /** @default LAMBDA_TIMEOUT_SECONDS (an API request's budget) */
  readonly timeout?: Duration;
  /** @default RetentionDays.THREE_MONTHS */
  readonly logRetention?: RetentionDays;
}

const bundle = LAMBDA_BUNDLE_OPTIONS;
const OUTPUT_FORMATS = { esm: OutputFormat.ESM } as const;

/**
 * One API route's Lambda function with the project's defaults: current Node LTS on
 * arm64, a minified ESM bundle with source maps, X-Ray tracing, and a log group with a
 * set retention. The AWS SDK is bundled, so the SDK that runs is the one tested. The bundle
 * options and the timeout come from `@lab/shared/lambda/function-defaults`, which the
 * start-up benchmark bundles with too.
 */
export class ApiFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention ?? RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // A role of its own instead of AWSLambdaBasicExecutionRole: it may write to its own
    // log group only, and the route's grants are added to it by the API construct.
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the ${props.handler} ${props.source === 'jobs' ? 'scheduled job' : 'API handler'}`,
    });
    logGroup.grantWrite(role);
    super(scope, id, {
      role,
      entry: `${REPO_ROOT}functions/src/${props.source ?? 'api'}/${props.handler}/handler.ts`,
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: `${REPO_ROOT}package-lock.json`,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(LAMBDA_TIMEOUT_SECONDS),
      tracing: Tracing.ACTIVE,
      logGroup,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      // NodejsFunction always bundles for platform node; the rest is the shared definition.
      bundling: {
        format: OUTPUT_FORMATS[bundle.format],
        minify: bundle.minify,
        sourceMap: bundle.sourcemap,
        target: bundle.target,
        mainFields: bundle.mainFields,
        externalModules: bundle.external,
        banner: bundle.banner.js,
      },
    });
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions, so AWS requires Resource "*".',
    });
  }
}
