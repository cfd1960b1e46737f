/**
 * The web build's hashed output, written once: the CDK site uploads this folder with this
 * Cache-Control (and gives it its own CloudFront behaviour), and the local server sends the
 * same Cache-Control for the same files, so caching behaves locally as it does in AWS.
 */

/** The folder of the web build that holds hashed files (Vite's default `assetsDir`). */
export const ASSETS_FOLDER = 'assets';

/** A hashed file name never names other content: browsers keep it a year, unrevalidated. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
