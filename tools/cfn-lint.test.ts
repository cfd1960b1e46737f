import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cfnLintAvailable, lint, lintTargets } from './cfn-lint';

const dir = mkdtempSync(join(tmpdir(), 'cfn-lint-'));
const write = (name: string, content: unknown) => {
  writeFileSync(join(dir, name), JSON.stringify(content));
  return join(dir, name);
};

describe('cfn-lint step', () => {
  it('lints each stack template against its own region', () => {
    write('manifest.json', {
      artifacts: {
        Tree: { type: 'cdk:tree' },
        LabApp: {
          type: 'aws:cloudformation:stack',
          environment: 'aws://unknown-account/ca-central-1',
          properties: { templateFile: 'LabApp.template.json' },
        },
        LabEdge: {
          type: 'aws:cloudformation:stack',
          environment: 'aws://123456789012/us-east-1',
          properties: { templateFile: 'LabEdge.template.json' },
        },
      },
    });
    expect(lintTargets(dir)).toEqual([
      { stack: 'LabApp', template: join(dir, 'LabApp.template.json'), region: 'ca-central-1' },
      { stack: 'LabEdge', template: join(dir, 'LabEdge.template.json'), region: 'us-east-1' },
    ]);
  });

  it('refuses a folder without a synthesized app', () => {
    expect(() => lintTargets(mkdtempSync(join(tmpdir(), 'cfn-lint-empty-')))).toThrow(
      /run cdk synth first/,
    );
  });

  it.skipIf(!cfnLintAvailable())('fails a template with an error and passes a clean one', () => {
    const region = 'ca-central-1';
    const bucket = (properties: Record<string, unknown>) => ({
      Resources: { Bucket: { Type: 'AWS::S3::Bucket', Properties: properties } },
    });
    const clean = write('clean.json', bucket({ VersioningConfiguration: { Status: 'Enabled' } }));
    const broken = write('broken.json', bucket({ VersioningConfiguration: { Status: 'Maybe' } }));
    expect(lint({ template: clean, region }, { quiet: true })).toBe(true);
    expect(lint({ template: broken, region }, { quiet: true })).toBe(false);
  });
});
