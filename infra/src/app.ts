import type { App, Environment } from 'aws-cdk-lib';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { AppConfig } from './config';
import { STACK_NAMES } from './stack-names';
import { AppStack } from './stacks/app-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeStack } from './stacks/edge-stack';

export interface LabAppOptions {
  config: AppConfig;
  /** The web build to deploy. */
  assetsPath: string;
  /** CSP hashes of the inline scripts in the pre-rendered pages. @default [] */
  scriptHashes?: string[];
  account?: string;
}

/**
 * The three stacks of STACK_NAMES, split by lifecycle and region: data (tables and user
 * pool, retained), app (site, API, mail, alarms) and edge (us-east-1: WAF and
 * certificate for CloudFront). cdk-nag's AWS Solutions checks run on every synth.
 */
export function buildLabApp(
  app: App,
  { config, assetsPath, scriptHashes = [], account }: LabAppOptions,
) {
  const home: Environment = { account, region: config.region };
  // CloudFormation refuses an empty stack: us-east-1 only when WAF or a new certificate needs it.
  const needsEdge = config.wafEnabled || (config.domainName && !config.certificateArn);
  const edge = needsEdge
    ? new EdgeStack(app, STACK_NAMES.edge, {
        env: { account, region: 'us-east-1' },
        crossRegionReferences: true,
        description:
          'Laboratory website: CloudFront-scoped WAF web ACL and certificate (us-east-1)',
        config,
      })
    : undefined;
  const data = new DataStack(app, STACK_NAMES.data, {
    env: home,
    description: 'Laboratory website: request tables and admin user pool (retained)',
  });
  const site = new AppStack(app, STACK_NAMES.app, {
    env: home,
    crossRegionReferences: true,
    description: 'Laboratory website: site, API, mail and alarms',
    config,
    assetsPath,
    scriptHashes,
    tables: data.tables,
    userPool: data.userPool,
    userPoolClient: data.userPoolClient,
    webAclArn: edge?.webAclArn,
    certificate: edge?.certificate,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { edge, data, site };
}
