import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ASSETS_FOLDER } from '@lab/shared/constants/site-assets';
import { VIEWER_ADDRESS_HEADER } from '@lab/shared/security/origin';

/** The pre-rendered not-found page, answered with status 404 for every unknown path. */
export const NOT_FOUND_PAGE = '/404.html';

/**
 * S3 user metadata stored on the not-found page: S3 returns it as `x-amz-meta-<key>`,
 * which tells the viewer-response function to answer 404.
 */
export const NOT_FOUND_METADATA = { 'not-found': 'true' } as const;
const NOT_FOUND_HEADER = `x-amz-meta-${Object.keys(NOT_FOUND_METADATA)[0]}`;

/** CloudFront's limit on a function's code. */
export const FUNCTION_CODE_LIMIT_BYTES = 10_240;

/**
 * Every file of the web build outside `assets/`, as the URI path CloudFront sees
 * (`/services/soil-testing/index.html`), sorted.
 */
export function siteFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.startsWith(`${ASSETS_FOLDER}/`))
    .map((path) => `/${path}`)
    .sort();
}

const source = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

/** `var NAME = <json>;` lines that give a function's source its synth-time values. */
const declarations = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([name, value]) => `var ${name} = ${JSON.stringify(value)};`)
    .join('\n');

function checked(code: string, what: string): string {
  const bytes = Buffer.byteLength(code);
  if (bytes > FUNCTION_CODE_LIMIT_BYTES) {
    throw new Error(
      `The ${what} CloudFront Function is ${bytes} bytes, over CloudFront's ${FUNCTION_CODE_LIMIT_BYTES}-byte limit`,
    );
  }
  return code;
}

/**
 * Code of the viewer-request function (`site-request.js`): clean URLs to their files,
 * any path that is not one of `files` to the not-found page.
 */
export function viewerRequestCode(files: readonly string[]): string {
  if (!files.includes(NOT_FOUND_PAGE)) {
    throw new Error(`The web build has no ${NOT_FOUND_PAGE}: build the web app before synth`);
  }
  const SITE_FILES = Object.fromEntries(files.map((file) => [file, 1]));
  return checked(
    `${declarations({ SITE_FILES, NOT_FOUND_PAGE })}\n${source('site-request.js')}`,
    'viewer-request',
  );
}

/** Code of the viewer-response function (`site-response.js`): the not-found page answers 404. */
export function viewerResponseCode(): string {
  return checked(
    `${declarations({ NOT_FOUND_HEADER })}\n${source('site-response.js')}`,
    'viewer-response',
  );
}

/** Code of the API's viewer-request function (`api-request.js`): the viewer's address for the handlers. */
export function apiRequestCode(): string {
  return checked(
    `${declarations({ VIEWER_ADDRESS_HEADER })}\n${source('api-request.js')}`,
    'API request',
  );
}
