/**
 * The CDK app: the only place that reads CDK context and the environment. Everything
 * below gets its configuration as props.
 */
import { App } from 'aws-cdk-lib';
import { fileURLToPath } from 'node:url';
import { buildLabApp } from '../src/app';
import { readConfig } from '../src/config';

const app = new App();
const config = readConfig((key) => app.node.tryGetContext(key), process.env);
buildLabApp(app, {
  config,
  assetsPath:
    (app.node.tryGetContext('assetsPath') as string | undefined) ??
    fileURLToPath(new URL('../../web/dist', import.meta.url)),
  account: process.env.CDK_DEFAULT_ACCOUNT,
});
