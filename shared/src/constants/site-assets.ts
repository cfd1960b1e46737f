/**
 * The web build's hashed output, written once: the CDK site uploads this folder with this
 * Cache-Control (and gives it its own CloudFront behaviour), and the local server sends the
 * same Cache-Control for the same files, so caching behaves locally as it does in AWS.
 */

/** The folder of the web build that holds hashed files (Vite's default `assetsDir`). */
export const ASSETS_FOLDER = 'assets';

/** A hashed file name never names other content: browsers keep it a year, unrevalidated. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The service worker the build writes at the site's root (its scope is the whole site). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The web app manifest, at the site's root. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * Files a browser must check on every use, never keep, with their content types: a stale
 * worker would keep serving an old release's precache, and a stale manifest an old name or
 * icon. The local server and the CDK upload (browsers and the edge alike) send
 * NO_CACHE_CONTROL and these types for them.
 */
export const NO_CACHE_FILES = {
  [SERVICE_WORKER_PATH]: 'text/javascript; charset=utf-8',
  [WEB_MANIFEST_PATH]: 'application/manifest+json',
} as const;

/** The paths of NO_CACHE_FILES. */
export const NO_CACHE_PATHS = Object.keys(NO_CACHE_FILES) as (keyof typeof NO_CACHE_FILES)[];

export const NO_CACHE_CONTROL = 'no-cache';
