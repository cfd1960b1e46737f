import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { STAGE_TAG } from '@lab/shared/lambda/deployment-defaults';
import { buildLabApp } from '../src/app';
import { defaultConfig, type AppConfig } from '../src/config';
import { readStage } from '../src/stages';
import { FIXTURE_SITE } from './synth';

const build = (stage?: string, settings: Partial<AppConfig> = {}) =>
  buildLabApp(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), {
    config: { ...(stage ? readStage(stage) : defaultConfig()), ...settings },
    stage,
    assetsPath: FIXTURE_SITE,
  });

describe('stacks of a stage', () => {
  it('carry the stage in their names, and the stage tag the deploy script checks', () => {
    const { edge, data, site } = build('example');
    for (const [stack, name] of [
      [edge, 'Lab-example-Edge'],
      [data, 'Lab-example-Data'],
      [site, 'Lab-example-App'],
    ] as const) {
      expect(stack?.stackName).toBe(name);
      // The construct id too: the names the CDK generates from a path carry the stage.
      expect(stack?.node.id).toBe(name);
      expect(stack?.tags.tagValues()).toEqual({ [STAGE_TAG]: 'example' });
    }
  });

  it('keep the legacy names of a stage deployed before names carried the stage', () => {
    const { edge, data, site } = build('example', { legacyStackNames: true });
    expect([edge?.stackName, data.stackName, site.stackName]).toEqual([
      'LabEdge',
      'LabData',
      'LabApp',
    ]);
    expect(data.tags.tagValues()).toEqual({ [STAGE_TAG]: 'example' });
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

  it('carry no tag, and the legacy names, when synthesized without a stage', () => {
    const { data } = build();
    expect(data.tags.tagValues()).toEqual({});
    expect(data.stackName).toBe('LabData');
  });
});
