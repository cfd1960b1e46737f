/**
 * `npx tsx infra/scripts/stack-names.ts <stage>`: prints the stage's stack names as shell
 * assignments, for the commands in docs/operations/
 * (`eval "$(npx tsx infra/scripts/stack-names.ts $STAGE)"`), from the same function the
 * CDK app and the deploy script name them with (infra/src/stack-names.ts).
 */
import { stageNames } from '../src/stack-names';
import { readStage } from '../src/stages';

const [stage, ...rest] = process.argv.slice(2);
if (stage === undefined || rest.length > 0) {
  console.error('Usage: npx tsx infra/scripts/stack-names.ts <stage>');
  process.exit(2);
}
try {
  const { legacyStackNames } = readStage(stage);
  const { stacks } = stageNames({ stage, legacyStackNames });
  console.log(`DATA_STACK=${stacks.data} APP_STACK=${stacks.app} EDGE_STACK=${stacks.edge}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
