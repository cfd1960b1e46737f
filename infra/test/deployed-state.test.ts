import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Stack } from '@aws-sdk/client-cloudformation';
import { describe, expect, it } from 'vitest';
import { STAGE_TAG } from '@lab/shared/lambda/deployment-defaults';
import { stageUserPool, userPoolIdOf } from '../src/deploy/deployed-state';
import { STAGES_DIR } from '../src/stages';

const dataStack = (stage: string | undefined, poolId?: string): Stack => ({
  StackName: 'LabData',
  StackStatus: 'UPDATE_COMPLETE',
  CreationTime: new Date(0),
  Tags: stage === undefined ? [] : [{ Key: STAGE_TAG, Value: stage }],
  Outputs: poolId === undefined ? [] : [{ OutputKey: 'UserPoolId', OutputValue: poolId }],
});

describe('admin:create finds the user pool of the stage', () => {
  it('in the data stack of the stage region', () => {
    expect(
      userPoolIdOf('production', 'eu-west-1', dataStack('production', 'eu-west-1_abc'), 'LabData'),
    ).toBe('eu-west-1_abc');
    // Deployed before stages existed: no tag, adopted.
    expect(
      userPoolIdOf('production', 'eu-west-1', dataStack(undefined, 'eu-west-1_abc'), 'LabData'),
    ).toBe('eu-west-1_abc');
  });

  it('and says which stage and region lack it', () => {
    expect(() => userPoolIdOf('production', 'eu-west-1', undefined, 'LabData')).toThrow(
      'No LabData stack in eu-west-1: deploy stage production first (npm run deploy -- production).',
    );
    expect(() =>
      userPoolIdOf('production', 'eu-west-1', dataStack('staging', 'x'), 'LabData'),
    ).toThrow('The LabData stack in eu-west-1 belongs to stage "staging", not "production".');
    expect(() =>
      userPoolIdOf('production', 'eu-west-1', dataStack('production'), 'LabData'),
    ).toThrow('has no UserPoolId output');
  });
});

/** stageUserPool for a production stage file of the example plus `settings`: what it asked for, what it found. */
async function findPool(settings: Record<string, unknown>, poolId: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lab-stages-'));
  const example: unknown = JSON.parse(readFileSync(join(STAGES_DIR, 'example.json'), 'utf8'));
  writeFileSync(
    join(dir, 'production.json'),
    JSON.stringify({ ...(example as object), ...settings }),
  );
  const asked: string[] = [];
  const found = await stageUserPool(
    'production',
    (region, stackName) => {
      asked.push(`${stackName} in ${region}`);
      return Promise.resolve(dataStack('production', poolId));
    },
    dir,
  );
  return { asked, found };
}

describe('admin:create and admin:* commands', () => {
  it("look in the stage file's region, whatever region is the default", async () => {
    const { asked, found } = await findPool({ region: 'eu-west-1' }, 'eu-west-1_abc');
    expect(asked).toEqual(['Lab-production-Data in eu-west-1']);
    expect(found).toMatchObject({
      region: 'eu-west-1',
      poolId: 'eu-west-1_abc',
      dataStackName: 'Lab-production-Data',
    });
  });

  it('look in the legacy data stack of a stage that keeps the legacy names', async () => {
    const { asked } = await findPool({ legacyStackNames: true }, 'ca-central-1_abc');
    expect(asked).toEqual(['LabData in ca-central-1']);
  });
});
