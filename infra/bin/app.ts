/**
 * The CDK app: the only place that reads CDK context and the environment. Everything
 * below gets its configuration as props.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { buildLabApp } from '../src/app';
import { readConfig } from '../src/config';

const app = new App();
const config = readConfig((key) => app.node.tryGetContext(key), process.env);
const assetsPath =
  (app.node.tryGetContext('assetsPath') as string | undefined) ??
  fileURLToPath(new URL('../../web/dist', import.meta.url));
// The web build lists the hashes of its inline scripts; the CSP allows exactly those.
const hashesFile = join(assetsPath, 'csp-hashes.json');
const scriptHashes = existsSync(hashesFile)
  ? (JSON.parse(readFileSync(hashesFile, 'utf8')) as { scriptHashes: string[] }).scriptHashes
  : [];
buildLabApp(app, { config, assetsPath, scriptHashes, account: process.env.CDK_DEFAULT_ACCOUNT });
