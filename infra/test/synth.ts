import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildLabApp } from '../src/app';
import { configSchema, type AppConfig } from '../src/config';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The feature flags `cdk synth` runs with, so tests see the same template. */
const cdkContext = (
  JSON.parse(readFileSync(join(root, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;
export const FIXTURE_SITE = fileURLToPath(new URL('./fixtures/site', import.meta.url));

export interface Synthesized {
  /** Findings in cdk-nag's validation report (synth throws on unacknowledged ones). */
  violations: unknown[];
  /** Files of the bundled function assets, when bundling was asked for. */
  bundles: { path: string; bytes: number; sha256: string; code: string }[];
  /** The stacks' names, as deployed. */
  names: { edge?: string; data: string; site: string };
  /** Absent when nothing needs us-east-1 (no WAF, no certificate to create). */
  edge?: Template;
  data: Template;
  site: Template;
}

/**
 * Synthesizes the whole app as `cdk synth` does (cdk-nag included: synth throws on an
 * unacknowledged finding), for a stage when one is named (its names and tag). Bundling is skipped unless asked for, so a synth takes about
 * a second instead of bundling nine functions.
 */
export function synth(
  config: Partial<AppConfig> = {},
  { bundle = false, stage }: { bundle?: boolean; stage?: string } = {},
): Synthesized {
  const outdir = mkdtempSync(join(tmpdir(), 'lab-cdk-'));
  const app = new App({
    outdir,
    context: { ...cdkContext, ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
  const stacks = buildLabApp(app, {
    config: configSchema.parse(config),
    stage,
    assetsPath: FIXTURE_SITE,
    account: '123456789012',
  });
  app.synth();
  const report = join(outdir, 'validation-report.json');
  const violations = existsSync(report)
    ? (
        JSON.parse(readFileSync(report, 'utf8')) as { pluginReports: { violations: unknown[] }[] }
      ).pluginReports.flatMap((plugin) => plugin.violations)
    : [];
  const bundles = readdirSync(outdir)
    .filter((name) => name.startsWith('asset.') && existsSync(join(outdir, name, 'index.mjs')))
    .map((name) => {
      const code = readFileSync(join(outdir, name, 'index.mjs'));
      return {
        path: join(name, 'index.mjs'),
        bytes: code.length,
        sha256: createHash('sha256').update(code).digest('hex'),
        code: code.toString('utf8'),
      };
    });
  const result = {
    violations,
    bundles,
    names: {
      edge: stacks.edge?.stackName,
      data: stacks.data.stackName,
      site: stacks.site.stackName,
    },
    edge: stacks.edge && Template.fromStack(stacks.edge),
    data: Template.fromStack(stacks.data),
    site: Template.fromStack(stacks.site),
  };
  rmSync(outdir, { recursive: true, force: true });
  return result;
}
