import { describe, expect, it } from 'vitest';
import { parseStageFile } from '../src/config';
import { planDeploy, PlanError } from '../src/deploy/plan';
import { synth } from './synth';

const zoned = {
  domainName: 'www.example-lab.ca',
  certificateArn: 'arn:aws:acm:us-east-1:210987654321:certificate/ab-12',
  hostedZoneId: 'Z0123456789ABC',
  hostedZoneName: 'example-lab.ca',
};

/** The alias records of the site's domain in the app stack's template. */
function aliasRecords(live: boolean): string[] {
  const { site } = synth({ ...zoned, live });
  return Object.values(site.findResources('AWS::Route53::RecordSet'))
    .filter((record) => (record.Properties as { AliasTarget?: unknown }).AliasTarget)
    .map((record) => (record.Properties as { Type: string }).Type)
    .sort();
}

describe('the domain points at the site only once the stage is live', () => {
  it('creates no alias record while live is false (the default), so the go-live check runs first', () => {
    expect(parseStageFile('infra/stages/production.json', JSON.stringify(zoned)).live).toBe(false);
    expect(aliasRecords(false)).toEqual([]);
  });

  it('creates the A and AAAA alias records once live is true', () => {
    expect(aliasRecords(true)).toEqual(['A', 'AAAA']);
  });

  it('refuses a release that would delete a live stage’s alias records', () => {
    const config = parseStageFile('infra/stages/production.json', JSON.stringify(zoned));
    const deployed = {
      data: { stage: 'production' },
      app: { stage: 'production', siteAlias: true },
    };
    expect(() => planDeploy('production', config, deployed)).toThrow(PlanError);
    expect(() => planDeploy('production', config, deployed)).toThrow(/"live": true/);
    const live = parseStageFile(
      'infra/stages/production.json',
      JSON.stringify({ ...zoned, live: true }),
    );
    expect(planDeploy('production', live, deployed).length).toBeGreaterThan(0);
  });
});
