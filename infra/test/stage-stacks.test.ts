import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { buildLabApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { readStage, STAGE_TAG } from '../src/stages';
import { FIXTURE_SITE } from './synth';

const build = (stage?: string) =>
  buildLabApp(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), {
    config: stage ? readStage(stage) : defaultConfig(),
    stage,
    assetsPath: FIXTURE_SITE,
  });

describe('stacks of a stage', () => {
  it('keep their names and carry the stage tag the deploy script checks', () => {
    const { edge, data, site } = build('example');
    for (const [stack, name] of [
      [edge, 'LabEdge'],
      [data, 'LabData'],
      [site, 'LabApp'],
    ] as const) {
      expect(stack?.stackName).toBe(name);
      expect(stack?.tags.tagValues()).toEqual({ [STAGE_TAG]: 'example' });
    }
  });

  it('go to the stage account and region', () => {
    const { edge, data, site } = build('example');
    expect([data.account, data.region, site.region, edge?.region]).toEqual([
      '123456789012',
      'ca-central-1',
      'ca-central-1',
      'us-east-1',
    ]);
  });

  it('carry no tag when synthesized without a stage', () => {
    expect(build().data.tags.tagValues()).toEqual({});
  });
});
