/**
 * Build step after `vite build` (client) and `vite build --ssr` (server entry): renders
 * every route of the site route list to `<route>/index.html` (the root to `index.html`,
 * unknown paths to `404.html`), checks every page against the HTML standard (the build
 * fails on any problem), and writes sitemap.xml, robots.txt, the web app manifest, the
 * CSP hashes of the inline scripts the pages carry, and the settings the pages were built
 * with.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from '../src/entry-server';
import { buildDirs } from './build-dirs';
import { htmlProblems } from './validate-html';

// React and Emotion are loaded by the server bundle at run time: they must run as the
// browser's production build does, or class names and markup differ at hydration.
process.env.NODE_ENV = 'production';

const { dist: DIST, ssr: SSR } = buildDirs();

const server = (await import(
  pathToFileURL(join(SSR, 'entry-server.js')).href
)) as typeof ServerEntry;

const template = await readFile(join(DIST, 'index.html'), 'utf8');
const schemeScript = server.colorSchemeScript();
const speculationRules = server.speculationRulesScript();
const formHead = server.formHeadTags();
const earlyTaps = server.earlyTapsScript();
/** The CSP hash of an inline script's text. */
function scriptHash(script: string): string {
  const text = /<script[^>]*>([\s\S]*?)<\/script>/.exec(script)?.[1] ?? '';
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

/** What the HTML check found, over every page. */
const problems: string[] = [];

async function write(route: string, file: string): Promise<void> {
  const { html, head } = await server.renderPage(route);
  const page = template
    .replace('<!--color-scheme-script-->', schemeScript)
    .replace('<!--speculation-rules-->', speculationRules)
    .replace('<!--form-head-->', formHead)
    .replace('<!--early-taps-script-->', earlyTaps)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', html);
  const target = join(DIST, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, page);
  problems.push(...(await htmlProblems(file, page)));
}

const started = performance.now();
for (const route of server.SITE_ROUTES) {
  await write(route.path, route.path === '/' ? 'index.html' : join(route.path, 'index.html'));
}
await write(server.NOT_FOUND_ROUTE.path, '404.html');
if (problems.length > 0) {
  throw new Error(`The pre-rendered pages are not valid HTML:\n${problems.join('\n')}`);
}

const { origin } = server.SITE;
await writeFile(join(DIST, 'sitemap.xml'), server.sitemapXml(server.SITE_ROUTES, origin));
await writeFile(join(DIST, 'robots.txt'), server.robotsTxt(server.SITE_ROUTES, origin));
await writeFile(join(DIST, server.APP_MANIFEST_PATH), server.appManifestJson());
// Read by the local server and the CDK app, so the CSP allows exactly these inline scripts.
await writeFile(
  join(DIST, 'csp-hashes.json'),
  `${JSON.stringify({ scriptHashes: [schemeScript, speculationRules, formHead, earlyTaps].map(scriptHash) }, null, 2)}\n`,
);
// Read by the CDK app, which refuses to deploy a build made for other settings than its stage's.
await writeFile(
  join(DIST, 'build-settings.json'),
  `${JSON.stringify(
    {
      SITE_ORIGIN: origin,
      PORTAL_URL: server.SITE.portal.base,
      ANALYTICS_ID: server.SITE.analyticsId ?? '',
    },
    null,
    2,
  )}\n`,
);
await rm(SSR, { recursive: true, force: true });

console.log(
  `Pre-rendered ${server.SITE_ROUTES.length} routes and 404.html in ${Math.round(performance.now() - started)} ms`,
);
