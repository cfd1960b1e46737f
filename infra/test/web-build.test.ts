import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStageFile } from '../src/config';
import {
  BUILD_SETTINGS_FILE,
  buildCommand,
  buildWeb,
  webBuildEnv,
  webBuildMismatches,
} from '../src/deploy/web-build';
import { readStage } from '../src/stages';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The web's own placeholder origin (web/src/config/site.ts). */
const DEFAULT_ORIGIN = 'https://www.prairieagrilab.example';
/** The feature flags `cdk synth` runs with. */
const cdkContext = (
  JSON.parse(readFileSync(join(ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;
const stage = (settings: Record<string, unknown>) =>
  parseStageFile('infra/stages/test.json', JSON.stringify(settings));

describe('web build environment of a stage', () => {
  it('sets the origin from the domain, the portal and the analytics id', () => {
    const config = stage({
      domainName: 'www.example-lab.ca',
      portalUrl: 'https://portal.example-lab.ca/',
      analyticsId: 'G-ABC123',
    });
    expect(webBuildEnv(config)).toEqual({
      SITE_ORIGIN: 'https://www.example-lab.ca',
      PORTAL_URL: 'https://portal.example-lab.ca',
      ANALYTICS_ID: 'G-ABC123',
    });
  });

  it('sets every variable, blank when unset, so none leaks in from the shell', () => {
    const config = stage({});
    expect(webBuildEnv(config)).toEqual({
      SITE_ORIGIN: '',
      PORTAL_URL: config.portalUrl,
      ANALYTICS_ID: '',
    });
    expect(webBuildEnv(config, 'https://d111.cloudfront.net').SITE_ORIGIN).toBe(
      'https://d111.cloudfront.net',
    );
    expect(buildCommand(webBuildEnv(config))).toBe(
      `SITE_ORIGIN= PORTAL_URL=${config.portalUrl} ANALYTICS_ID= npm run build`,
    );
  });

  it('finds where a build differs from its stage', () => {
    const expected = { PORTAL_URL: 'https://portal.example-lab.ca', ANALYTICS_ID: '' };
    expect(webBuildMismatches(expected, { ...expected, SITE_ORIGIN: 'https://d1.net' })).toEqual(
      [],
    );
    expect(
      webBuildMismatches(expected, { PORTAL_URL: 'https://other.ca', ANALYTICS_ID: 'G-1' }),
    ).toEqual([
      'PORTAL_URL is "https://other.ca" in the web build, "https://portal.example-lab.ca" in the stage',
      'ANALYTICS_ID is "G-1" in the web build, "" in the stage',
    ]);
    expect(webBuildMismatches(expected, undefined)).toEqual([
      `the web build has no ${BUILD_SETTINGS_FILE}`,
    ]);
  });
});

describe('building the site for a stage', () => {
  const work = mkdtempSync(join(tmpdir(), 'lab-stage-build-'));
  const dist = join(work, 'dist');
  // The committed example stage, with an analytics id so its path through the build shows.
  const config = { ...readStage('example'), analyticsId: 'G-STAGE42' };
  const read = (file: string) => readFileSync(join(dist, file), 'utf8');

  beforeAll(() => buildWeb(webBuildEnv(config), { outDir: dist, quiet: true }));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('gives canonical links, structured data, the sitemap and robots.txt the stage origin', () => {
    expect(read('index.html')).toContain('<link rel="canonical" href="https://www.lab.example/"/>');
    expect(read('about/index.html')).toContain(
      '<link rel="canonical" href="https://www.lab.example/about"/>',
    );
    expect(read('index.html')).toContain('"url":"https://www.lab.example"');
    expect(read('sitemap.xml')).toContain('<loc>https://www.lab.example/</loc>');
    for (const file of ['index.html', 'about/index.html', 'sitemap.xml', 'robots.txt']) {
      expect(read(file)).not.toContain(DEFAULT_ORIGIN);
    }
    expect(read('robots.txt')).toContain('Sitemap: https://www.lab.example/sitemap.xml');
  });

  it('links the stage portal and carries its analytics id', () => {
    expect(read('portal/index.html')).toContain('href="https://portal.lab.example/register"');
    const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.some((file) => read(join('assets', file)).includes('G-STAGE42'))).toBe(true);
  });

  it('records the settings it was built with, which the CDK app checks against the stage', () => {
    expect(JSON.parse(read(BUILD_SETTINGS_FILE))).toEqual(webBuildEnv(config));

    // The CDK app run as `cdk synth -c stage=example` does, on this build.
    const cdkApp = () =>
      spawnSync('npx', ['tsx', 'infra/bin/app.ts'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          CDK_OUTDIR: join(work, 'cdk.out'),
          CDK_CONTEXT_JSON: JSON.stringify({
            ...cdkContext,
            stage: 'example',
            assetsPath: dist,
            'aws:cdk:bundling-stacks': [],
          }),
        },
      });
    const refused = cdkApp();
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(
      'ANALYTICS_ID is "G-STAGE42" in the web build, "" in the stage',
    );
    expect(refused.stderr).not.toContain('PORTAL_URL is');

    writeFileSync(
      join(dist, BUILD_SETTINGS_FILE),
      JSON.stringify(webBuildEnv(readStage('example'))),
    );
    const accepted = cdkApp();
    expect(accepted.stderr).not.toMatch(/Error/);
    expect(accepted.status).toBe(0);
  });
});
