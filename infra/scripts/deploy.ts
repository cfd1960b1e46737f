/**
 * `npm run deploy -- <stage> [--plan | --check] [--ci]`: deploys the stage
 * `infra/stages/<stage>.json` describes, with the operator's AWS credentials. It builds the
 * site with the stage's origin, portal and analytics id, then deploys the stacks in the order
 * planDeploy decides from what already exists (see infra/src/deploy/plan.ts).
 *
 * - `--plan` prints the commands without running them.
 * - `--check` deploys nothing: it runs the go-live checklist against the deployed stage
 *   (infra/src/deploy/go-live-check.ts, docs/operations/go-live.md) and fails unless every
 *   check passes.
 * - `--ci` is the release pipeline's (.github/workflows/deploy.yml): its credentials may only
 *   assume the CDK bootstrap roles, so the stacks are read through the lookup role and
 *   deleted through the deploy role, and CDK asks no questions (the GitHub environment's
 *   reviewers approved the release).
 */
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { straySettings, type AppConfig } from '../src/config';
import { assumedRole, bootstrapRoleArn } from '../src/deploy/bootstrap-roles';
import {
  deleteStack,
  describeStack,
  readDeployedState,
  stackOutput,
  stackResources,
  useStackCredentials,
} from '../src/deploy/deployed-state';
import { formatChecks, goLiveTargets, runGoLiveChecks } from '../src/deploy/go-live-check';
import { placeholderSettings } from '../src/deploy/placeholders';
import {
  describeStep,
  DISTRIBUTION_DOMAIN_OUTPUT,
  EDGE_REGION,
  planDeploy,
  type DeployStep,
} from '../src/deploy/plan';
import { buildWeb } from '../src/deploy/web-build';
import { stageNames } from '../src/stack-names';
import { readStage } from '../src/stages';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const USAGE =
  'Usage: npm run deploy -- <stage> [--plan | --check] [--ci]   (the stage file is infra/stages/<stage>.json)';
const FLAGS = ['--plan', '--check', '--ci'] as const;
type Flag = (typeof FLAGS)[number];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseArgs(argv: string[]): { stage: string; flags: Set<Flag> } {
  if (argv.some((arg) => arg === '-c' || arg.startsWith('--context'))) {
    fail(
      'Settings are no longer passed with -c: they live in infra/stages/<stage>.json, so the next deploy repeats them.\n' +
        USAGE,
    );
  }
  const flags = new Set(FLAGS.filter((flag) => argv.includes(flag)));
  const rest = argv.filter((arg) => !flags.has(arg as Flag));
  if (rest.length !== 1 || rest[0]!.startsWith('-')) fail(USAGE);
  if (flags.has('--plan') && flags.has('--check')) fail(USAGE);
  return { stage: rest[0]!, flags };
}

/** Warns when the stage file differs from the last commit: the next deploy from a clean checkout would not repeat it. */
function warnIfUncommitted(stage: string): void {
  const status = spawnSync('git', ['status', '--porcelain', '--', `infra/stages/${stage}.json`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (status.status === 0 && status.stdout.trim() !== '') {
    console.warn(
      `Warning: infra/stages/${stage}.json has changes that are not committed; commit them so the next release repeats this one.`,
    );
  }
}

/** In the pipeline: read and delete stacks through the CDK bootstrap roles (see --ci). */
async function useBootstrapRoles(config: AppConfig): Promise<void> {
  const sts = new STSClient({ region: config.region });
  const account =
    config.account ?? (await sts.send(new GetCallerIdentityCommand({}))).Account ?? '';
  useStackCredentials(
    assumedRole(sts, bootstrapRoleArn('lookup', account, config.region)),
    // Only the us-east-1 stack is ever deleted (see planDeploy).
    assumedRole(sts, bootstrapRoleArn('deploy', account, EDGE_REGION)),
  );
}

/** `--check`: the go-live checklist; true when every check passes. */
async function check(stage: string, config: AppConfig): Promise<boolean> {
  const { region } = config;
  const names = stageNames({ stage, legacyStackNames: config.legacyStackNames }).stacks;
  const [data, app, dataResources, appResources] = await Promise.all([
    describeStack(region, names.data),
    describeStack(region, names.app),
    stackResources(region, names.data).catch(() => []),
    stackResources(region, names.app).catch(() => []),
  ]);
  const targets = goLiveTargets(stage, config, { data, app, dataResources, appResources });
  console.log(`Go-live check of stage ${stage} (${region}); the test mail takes a few minutes:`);
  const results = await runGoLiveChecks(stage, targets, {
    ses: new SESv2Client({ region }),
    cognito: new CognitoIdentityProviderClient({ region }),
    documents: DynamoDBDocumentClient.from(new DynamoDBClient({ region })),
    fetch,
    sleep: (ms) => sleep(ms),
    now: Date.now,
  });
  console.log(formatChecks(stage, config, results));
  return results.every((result) => result.ok);
}

async function run(step: DeployStep, stage: string, region: string, ci: boolean): Promise<void> {
  for (const line of describeStep(step)) console.log(`\n$ ${line}`);
  switch (step.kind) {
    case 'build':
      return buildWeb(step.env);
    case 'build-for-deployed-origin': {
      const name = stackOutput(
        await describeStack(region, step.appStack),
        DISTRIBUTION_DOMAIN_OUTPUT,
      );
      if (!name) {
        throw new Error(
          `${step.appStack} in ${region} has no ${DISTRIBUTION_DOMAIN_OUTPUT} output: run npm run deploy -- ${stage} again.`,
        );
      }
      return buildWeb({ ...step.env, SITE_ORIGIN: `https://${name}` });
    }
    case 'cdk': {
      const args = ci ? [...step.args, '--require-approval', 'never'] : step.args;
      const result = spawnSync('npx', ['cdk', ...args], { cwd: ROOT, stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`cdk ${step.args[0]} failed; nothing after it ran.`);
      return;
    }
    case 'delete-stack':
      return deleteStack(step.region, step.stackName);
  }
}

async function main(): Promise<void> {
  const { stage, flags } = parseArgs(process.argv.slice(2));
  const config = readStage(stage);
  const stray = straySettings(stage, config, () => undefined, process.env);
  if (stray.length > 0) fail(stray.join('\n'));
  const placeholders = placeholderSettings(config);
  if (placeholders.length > 0) {
    fail(
      `infra/stages/${stage}.json still has example values (set or defaulted) for: ${placeholders.join(', ')}. ` +
        'Give each a real value before deploying.',
    );
  }
  warnIfUncommitted(stage);
  if (flags.has('--ci')) await useBootstrapRoles(config);
  if (flags.has('--check')) {
    if (!(await check(stage, config))) process.exitCode = 1;
    return;
  }

  const deployed = await readDeployedState(stage, config).catch((error: unknown) => {
    throw new Error(
      `Could not read the deployed stacks (${config.region} and us-east-1) with your AWS credentials: ${(error as Error).message}`,
      { cause: error },
    );
  });
  const steps = planDeploy(stage, config, deployed);
  console.log(`Deploying stage ${stage} (${config.region}):`);
  for (const step of steps) for (const line of describeStep(step)) console.log(`  ${line}`);
  if (flags.has('--plan')) return;
  for (const step of steps) await run(step, stage, config.region, flags.has('--ci'));
}

main().catch((error: unknown) => fail((error as Error).message));
