/**
 * `npm run deploy -- <stage> [--plan]`: deploys the stage `infra/stages/<stage>.json`
 * describes, with the operator's AWS credentials. It builds the site with the stage's
 * origin, portal and analytics id, then deploys the stacks in the order planDeploy
 * decides from what already exists (see infra/src/deploy/plan.ts). `--plan` prints the
 * commands without running them.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { straySettings } from '../src/config';
import {
  deleteStack,
  describeStack,
  readDeployedState,
  stackOutput,
} from '../src/deploy/deployed-state';
import { placeholderSettings } from '../src/deploy/placeholders';
import {
  describeStep,
  DISTRIBUTION_DOMAIN_OUTPUT,
  planDeploy,
  type DeployStep,
} from '../src/deploy/plan';
import { buildWeb } from '../src/deploy/web-build';
import { readStage } from '../src/stages';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const USAGE =
  'Usage: npm run deploy -- <stage> [--plan]   (the stage file is infra/stages/<stage>.json)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseArgs(argv: string[]): { stage: string; planOnly: boolean } {
  if (argv.some((arg) => arg === '-c' || arg.startsWith('--context'))) {
    fail(
      'Settings are no longer passed with -c: they live in infra/stages/<stage>.json, so the next deploy repeats them.\n' +
        USAGE,
    );
  }
  const planOnly = argv.includes('--plan');
  const rest = argv.filter((arg) => arg !== '--plan');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) fail(USAGE);
  return { stage: rest[0]!, planOnly };
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

async function run(step: DeployStep, stage: string, region: string): Promise<void> {
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
      const result = spawnSync('npx', ['cdk', ...step.args], { cwd: ROOT, stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`cdk ${step.args[0]} failed; nothing after it ran.`);
      return;
    }
    case 'delete-stack':
      return deleteStack(step.region, step.stackName);
  }
}

async function main(): Promise<void> {
  const { stage, planOnly } = parseArgs(process.argv.slice(2));
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

  const deployed = await readDeployedState(stage, config).catch((error: unknown) => {
    throw new Error(
      `Could not read the deployed stacks (${config.region} and us-east-1) with your AWS credentials: ${(error as Error).message}`,
      { cause: error },
    );
  });
  const steps = planDeploy(stage, config, deployed);
  console.log(`Deploying stage ${stage} (${config.region}):`);
  for (const step of steps) for (const line of describeStep(step)) console.log(`  ${line}`);
  if (planOnly) return;
  for (const step of steps) await run(step, stage, config.region);
}

main().catch((error: unknown) => fail((error as Error).message));
