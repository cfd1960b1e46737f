/**
 * The web build's side of a stage: the same configuration that the CDK app reads sets
 * the origin of canonical links, the sitemap, robots.txt and structured data, the portal
 * links and the analytics id of the pre-rendered pages.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../config';

/** The build-time variables the web build reads (web/vite.config.ts, web/src/config/site.ts). */
export interface WebBuildEnv {
  /** Origin of canonical URLs, the sitemap and structured data; blank: the web's placeholder. */
  SITE_ORIGIN: string;
  /** The external client portal the pages link to. */
  PORTAL_URL: string;
  /** Google Analytics 4 id; blank: analytics events stay in `window.dataLayer`. */
  ANALYTICS_ID: string;
}

/** The file the web build writes beside the pages, recording the WebBuildEnv it used. */
export const BUILD_SETTINGS_FILE = 'build-settings.json';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The site's origin when the stage fixes it: `https://<domainName>`. Without a domain
 * the site lives on the distribution's `*.cloudfront.net` name, known only once deployed.
 */
export function stageOrigin(config: AppConfig): string | undefined {
  return config.domainName ? `https://${config.domainName}` : undefined;
}

/**
 * The build environment for a stage. Every variable is set, blank when unset, so a value
 * left in the operator's shell or a `.env` file cannot leak into a deploy.
 * @param origin the site's origin @default the stage's, else blank
 */
export function webBuildEnv(config: AppConfig, origin = stageOrigin(config)): WebBuildEnv {
  return {
    SITE_ORIGIN: origin ?? '',
    PORTAL_URL: config.portalUrl,
    ANALYTICS_ID: config.analyticsId ?? '',
  };
}

/** `SITE_ORIGIN=… PORTAL_URL=… ANALYTICS_ID=… npm run build`, to run by hand. */
export function buildCommand(env: Partial<WebBuildEnv>): string {
  const assignments = Object.entries(env).map(([name, value]) => `${name}=${value ?? ''}`);
  return [...assignments, 'npm', 'run', 'build'].join(' ');
}

/**
 * Where a web build disagrees with what its stage expects.
 * @param expected the stage's settings; a missing SITE_ORIGIN is not checked (the
 *   CloudFront name, which only the deploy script can look up)
 * @param built the build's `build-settings.json`, or undefined when it has none
 * @returns one line per difference; empty when the build fits the stage
 */
export function webBuildMismatches(
  expected: Partial<WebBuildEnv>,
  built: Partial<WebBuildEnv> | undefined,
): string[] {
  if (!built) return [`the web build has no ${BUILD_SETTINGS_FILE}`];
  return (Object.keys(expected) as (keyof WebBuildEnv)[])
    .filter((name) => (expected[name] ?? '') !== (built[name] ?? ''))
    .map(
      (name) =>
        `${name} is ${JSON.stringify(built[name] ?? '')} in the web build, ${JSON.stringify(expected[name] ?? '')} in the stage`,
    );
}

/** Reads a web build's recorded settings; undefined when the build predates them. */
export function readBuildSettings(assetsPath: string): Partial<WebBuildEnv> | undefined {
  const file = join(assetsPath, BUILD_SETTINGS_FILE);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<WebBuildEnv>)
    : undefined;
}

/**
 * Runs `npm run build` with the stage's environment; throws when it fails.
 * @param outDir build somewhere else than web/dist (tests) @default web/dist
 * @param quiet keep the build's output unless it fails @default false
 */
export function buildWeb(
  env: WebBuildEnv,
  { outDir, quiet = false }: { outDir?: string; quiet?: boolean } = {},
): void {
  // A WEB_OUT_DIR left in the shell must not send a deploy's build elsewhere, and a
  // NODE_ENV (a test runner's) must not turn it into a development build.
  const { WEB_OUT_DIR: _outDir, NODE_ENV: _nodeEnv, ...inherited } = process.env;
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...inherited, ...env, ...(outDir ? { WEB_OUT_DIR: outDir } : {}) },
  });
  if (result.status !== 0) {
    throw new Error(
      `The web build failed (${buildCommand(env)})${quiet ? `:\n${result.stdout}${result.stderr}` : ''}`,
    );
  }
}
