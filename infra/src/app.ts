import type { App, Environment } from 'aws-cdk-lib';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { STAGE_TAG } from '@lab/shared/lambda/deployment-defaults';
import { edgeNeeds, type AppConfig } from './config';
import { stageNames } from './stack-names';
import { AppStack } from './stacks/app-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeStack } from './stacks/edge-stack';

export interface LabAppOptions {
  config: AppConfig;
  /** The stage file the configuration came from: every stack is tagged with it. @default none */
  stage?: string;
  /** The web build to deploy. */
  assetsPath: string;
  /** CSP hashes of the inline scripts in the pre-rendered pages. @default [] */
  scriptHashes?: string[];
  /** The account of the credentials in use; the stage's `account` wins. */
  account?: string;
}

/**
 * The three stacks, split by lifecycle and region: data (tables and user pool, retained),
 * app (site, API, mail, alarms) and edge (us-east-1: WAF and certificate for CloudFront),
 * under the stage's names (stack-names.ts): each stack's name is also its construct id,
 * so the names the CDK generates from a construct's path carry the stage too. cdk-nag's
 * AWS Solutions checks run on every synth.
 */
export function buildLabApp(
  app: App,
  { config, stage, assetsPath, scriptHashes = [], account: current }: LabAppOptions,
) {
  const account = config.account ?? current;
  const home: Environment = { account, region: config.region };
  const tags = stage === undefined ? undefined : { [STAGE_TAG]: stage };
  const names = stageNames({ stage, legacyStackNames: config.legacyStackNames });
  // CloudFormation refuses an empty stack: us-east-1 only when WAF or a new certificate
  // needs it. Once it is left out, the deploy script deletes it (CDK never would).
  const needs = edgeNeeds(config);
  const edge =
    needs.webAcl || needs.certificate
      ? new EdgeStack(app, names.stacks.edge, {
          env: { account, region: 'us-east-1' },
          crossRegionReferences: true,
          description:
            'Laboratory website: CloudFront-scoped WAF web ACL and certificate (us-east-1)',
          tags,
          config,
          webAclMetric: names.webAclMetric,
        })
      : undefined;
  const data = new DataStack(app, names.stacks.data, {
    env: home,
    tags,
    description: 'Laboratory website: request tables and admin user pool (retained)',
    backupCopyVaultArn: config.backupCopyVaultArn,
  });
  const site = new AppStack(app, names.stacks.app, {
    env: home,
    crossRegionReferences: true,
    tags,
    description: 'Laboratory website: site, API, mail and alarms',
    config,
    assetsPath,
    scriptHashes,
    tables: data.tables,
    userPool: data.userPool,
    userPoolClient: data.userPoolClient,
    erasureKey: data.erasureKey,
    webAclArn: edge?.webAclArn,
    certificate: edge?.certificate,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { edge, data, site };
}
