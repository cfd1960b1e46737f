/**
 * The CDK app: the only place that reads CDK context and the environment. Everything
 * below gets its configuration as props.
 *
 * `-c stage=<name>` selects `infra/stages/<name>.json` (`npm run deploy -- <name>` passes
 * it); with no stage every setting takes its default, so `cdk synth` needs nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { buildLabApp } from '../src/app';
import { defaultConfig, straySettings, type AppConfig } from '../src/config';
import { DISTRIBUTION_DOMAIN_OUTPUT } from '../src/deploy/plan';
import {
  buildCommand,
  readBuildSettings,
  stageOrigin,
  webBuildEnv,
  webBuildMismatches,
} from '../src/deploy/web-build';
import { stageNames } from '../src/stack-names';
import { readStage } from '../src/stages';

const app = new App();
const stage = app.node.tryGetContext('stage') as string | undefined;
const assetsPath =
  (app.node.tryGetContext('assetsPath') as string | undefined) ??
  fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The stage's configuration, or every problem with how it was given. */
function readConfig(): { config: AppConfig; problems: string[] } {
  const config = stage === undefined ? defaultConfig() : readStage(stage);
  const problems = straySettings(stage, config, (key) => app.node.tryGetContext(key), process.env);
  if (stage === undefined) return { config, problems };
  // The pages must carry the stage's origin, portal and analytics id, not a stale build's.
  // Without a domain the origin is the CloudFront name, which the deploy script looks up.
  const { SITE_ORIGIN, ...always } = webBuildEnv(config);
  const expected = stageOrigin(config) ? { SITE_ORIGIN, ...always } : always;
  const mismatches = webBuildMismatches(expected, readBuildSettings(assetsPath));
  if (mismatches.length > 0) {
    const appStack = stageNames({ stage, legacyStackNames: config.legacyStackNames }).stacks.app;
    const origin = SITE_ORIGIN || `https://<${DISTRIBUTION_DOMAIN_OUTPUT} output of ${appStack}>`;
    problems.push(
      `${assetsPath} was not built for stage ${stage}: ${mismatches.join('; ')}. ` +
        `npm run deploy -- ${stage} builds it, or by hand: ${buildCommand({ SITE_ORIGIN: origin, ...always })}`,
    );
  }
  return { config, problems };
}

let config: AppConfig;
try {
  const read = readConfig();
  if (read.problems.length > 0) throw new Error(read.problems.join('\n'));
  config = read.config;
} catch (error) {
  // The operator's mistake, not the app's: the message alone, without a stack trace.
  console.error((error as Error).message);
  process.exit(1);
}

// The web build lists the hashes of its inline scripts; the CSP allows exactly those.
const hashesFile = join(assetsPath, 'csp-hashes.json');
const scriptHashes = existsSync(hashesFile)
  ? (JSON.parse(readFileSync(hashesFile, 'utf8')) as { scriptHashes: string[] }).scriptHashes
  : [];
buildLabApp(app, {
  config,
  stage,
  assetsPath,
  scriptHashes,
  account: process.env.CDK_DEFAULT_ACCOUNT,
});
