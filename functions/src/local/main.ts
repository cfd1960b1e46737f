/**
 * `npm start` (built site) and `npm run dev` (Vite with hot reload): the whole product on
 * this machine, with AWS's own stand-ins for DynamoDB, Cognito and SES.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { securityHeaderValues } from '@lab/shared/security/headers';
import { ApiActivity } from './api-activity';
import { localConfigSchema, readScriptHashes, WEB_DIST, WEB_ROOT } from './config';
import { startLocalMail, type LocalMail } from './mail';
import { startLocalPurge } from './retention';
import { createLocalServer, listen, loadHandlers } from './server';
import {
  ADMIN_USERNAME,
  handlerEnv,
  localOriginSecret,
  STAFF_USERNAME,
  startLocalStack,
} from './stack';
import { MissingJavaError } from './stand-ins';

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const parsed = localConfigSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('; ')}`,
    );
    process.exit(1);
  }
  const config = parsed.data;
  if (!dev && !existsSync(WEB_DIST)) {
    console.error('web/dist is missing: run `npm run build` first (npm start does this for you).');
    process.exit(1);
  }

  console.log('Starting DynamoDB Local, cognito-local and aws-ses-v2-local…');
  const stack = await startLocalStack({
    ports: { dynamodb: config.DYNAMODB_PORT, cognito: config.COGNITO_PORT, ses: config.SES_PORT },
    dataDir: config.DATA_DIR,
    adminPassword: config.ADMIN_PASSWORD,
    notifyTo: config.NOTIFY_TO,
    mailFrom: config.MAIL_FROM,
    // The port the server is about to listen on (it stops if that port is taken).
    siteUrl: `http://localhost:${config.PORT}`,
  });
  // Region, credentials and endpoints are the same for every handler, as the Lambda
  // runtime's are, and the SDK reads credentials from process.env itself. Everything a
  // route declares (tables, user pool, mail, the secrets' stand-ins) reaches only that
  // route's handler.
  Object.assign(process.env, stack.base);

  let server: Server | undefined;
  // The daily purge of records past their retention, on a timer here (nothing public runs it).
  const stopPurge = startLocalPurge(stack, (line) => console.log(line));
  let closeVite: (() => Promise<void>) | undefined;
  let mail: LocalMail | undefined;
  const shutdown = async () => {
    console.log('\nStopping…');
    stopPurge();
    await mail?.stop();
    await closeVite?.();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  try {
    const handlers = await loadHandlers((route) => handlerEnv(route, stack));
    const originSecret = localOriginSecret(stack);
    // The mail worker polls in the API's lulls, as if on compute of its own.
    const activity = new ApiActivity();
    if (dev) {
      const { createServer: createVite } = await import('vite');
      const vite = await createVite({
        root: WEB_ROOT,
        // Hot-reload socket beside the site's port, so several dev stacks can run at once.
        server: { middlewareMode: true, hmr: { port: config.PORT + 20_000 } },
        appType: 'spa',
      });
      closeVite = () => vite.close();
      // Vite's dev client relies on inline scripts, so dev mode sends no CSP.
      const { 'content-security-policy': _csp, ...headers } = securityHeaderValues();
      server = createLocalServer({
        handlers,
        devMiddleware: vite.middlewares,
        headers,
        originSecret,
        activity,
      });
    } else {
      // The same headers CloudFront adds; no https upgrade on plain-http localhost.
      const csp = {
        upgradeInsecureRequests: false,
        scriptHashes: readScriptHashes(WEB_DIST),
        // The build loads Google Analytics when ANALYTICS_ID was set for it.
        analytics: Boolean(process.env.ANALYTICS_ID),
      };
      const headers = (path: string) => securityHeaderValues(csp, path);
      server = createLocalServer({ handlers, webRoot: WEB_DIST, headers, originSecret, activity });
    }
    const port = await listen(server, config.PORT).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') throw error;
      throw new Error(`Port ${config.PORT} is already in use: stop what uses it or set PORT.`);
    });
    const site = `http://localhost:${port}`;
    // Every stored request's alert and receipt, from the tables' streams, as in AWS.
    mail = await startLocalMail(stack, {
      siteUrl: site,
      receiptIntervalSeconds: config.RECEIPT_INTERVAL_SECONDS,
      dataDir: config.DATA_DIR,
      log: (line) => console.log(line),
      activity,
    });
    console.log(
      [
        '',
        `  Site         ${site}${dev ? '  (Vite, hot reload)' : ''}`,
        `  Admin        ${site}/admin  (password ${config.ADMIN_PASSWORD} for both accounts)`,
        `               administrator ${ADMIN_USERNAME}, authenticator secret ${stack.adminTotpSecret}`,
        `               staff ${STAFF_USERNAME}, authenticator secret ${stack.staffTotpSecret}`,
        `               add a secret to an authenticator app, or run \`npm run admin:code\` (\`-- ${STAFF_USERNAME}\`) for the current code`,
        `  Mail viewer  ${stack.mailViewerUrl}`,
        `  Data         ${config.DATA_DIR}`,
        '',
        '  Ctrl-C stops everything.',
      ].join('\n'),
    );
  } catch (error) {
    stopPurge();
    await mail?.stop();
    await stack.stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  // Known start-up problems are one clear line; anything else keeps its stack.
  const known = error instanceof MissingJavaError || /already in use/.test(String(error));
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
