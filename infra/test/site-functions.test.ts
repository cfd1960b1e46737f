import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  FUNCTION_CODE_LIMIT_BYTES,
  NOT_FOUND_METADATA,
  NOT_FOUND_PAGE,
  siteFiles,
  viewerRequestCode,
  viewerResponseCode,
} from '../src/constructs/site-functions';
import { FIXTURE_SITE } from './synth';

type Headers = Record<string, { value: string }>;
type Response = { statusCode: number; statusDescription?: string; headers: Headers };

/** Evaluates a function's code as CloudFront does: a script that defines `handler`. */
const evaluate = <E, R>(code: string) =>
  new Function(`${code}; return handler;`)() as (event: E) => R;

const requestFor = (files: readonly string[]) => {
  const handler = evaluate<{ request: { uri: string } }, { uri: string }>(viewerRequestCode(files));
  return (uri: string) => handler({ request: { uri } }).uri;
};

describe('viewer-request function', () => {
  const files = siteFiles(FIXTURE_SITE);
  const map = requestFor(files);

  it('knows every file of the build outside /assets/', () => {
    expect(files).toEqual([
      '/404.html',
      '/about/index.html',
      '/admin/dashboard/index.html',
      '/admin/index.html',
      '/images/field-hero.svg',
      '/index.html',
      '/manifest.webmanifest',
      '/robots.txt',
      '/services/index.html',
      '/services/soil-testing/index.html',
      '/sitemap.xml',
      '/sw.js',
    ]);
  });

  it.each([
    ['/', '/index.html'],
    ['/about', '/about/index.html'],
    ['/about/', '/about/index.html'],
    ['/services', '/services/index.html'],
    ['/services/soil-testing', '/services/soil-testing/index.html'],
    ['/services/soil-testing/', '/services/soil-testing/index.html'],
    ['/admin', '/admin/index.html'],
    ['/admin/dashboard', '/admin/dashboard/index.html'],
  ])('maps the page %s to %s', (uri, file) => {
    expect(map(uri)).toBe(file);
  });

  it('serves every file of the build as itself', () => {
    for (const file of files) expect(map(file), file).toBe(file);
  });

  it.each([
    '/nope',
    '/services/nope',
    '/services/soil-testing/nope',
    '/about/index.htm',
    '/v1.2/guide',
    '/sitemap.xml/',
    '/images',
    '/assets/app-abc123.js',
    '/services%2Fsoil-testing',
    '/constructor',
    '/__proto__',
    '/hasOwnProperty',
    '/toString.js',
  ])('sends the unknown path %s to the not-found page', (uri) => {
    expect(map(uri)).toBe(NOT_FOUND_PAGE);
  });

  const webBuild = fileURLToPath(new URL('../../web/dist', import.meta.url));
  // Runs wherever the site was built (npm start, npm run synth); synth itself refuses a build without the 404 page.
  it.skipIf(!existsSync(`${webBuild}/index.html`))(
    'maps every page of the real web build to its file',
    () => {
      const real = siteFiles(webBuild);
      const mapReal = requestFor(real);
      expect(real.length).toBeGreaterThan(20);
      for (const file of real) {
        expect(mapReal(file), file).toBe(file);
        if (!file.endsWith('/index.html')) continue;
        const page = file.slice(0, -'index.html'.length);
        expect(mapReal(page), page).toBe(file);
        if (page !== '/') expect(mapReal(page.slice(0, -1)), page).toBe(file);
        expect(mapReal(`${page}not-a-page`), page).toBe(NOT_FOUND_PAGE);
      }
    },
  );

  it('refuses a build without the not-found page', () => {
    expect(() => viewerRequestCode(['/index.html'])).toThrow(/no \/404.html/);
  });

  it("refuses a site too large for CloudFront's 10 KB function limit", () => {
    const many = Array.from({ length: 400 }, (_, i) => `/page-${i}/index.html`);
    expect(() => viewerRequestCode([NOT_FOUND_PAGE, ...many])).toThrow(
      new RegExp(`over CloudFront's ${FUNCTION_CODE_LIMIT_BYTES}-byte limit`),
    );
  });
});

describe('viewer-response function', () => {
  const handler = evaluate<{ response: Response }, Response>(viewerResponseCode());
  const marker: Headers = Object.fromEntries(
    Object.entries(NOT_FOUND_METADATA).map(([key, value]) => [`x-amz-meta-${key}`, { value }]),
  );
  const respond = (statusCode: number, headers: Headers) =>
    handler({
      response: { statusCode, headers: { 'content-type': { value: 'text/html' }, ...headers } },
    });

  it('answers the not-found page (its S3 metadata) with 404 and drops the metadata', () => {
    const response = respond(200, marker);
    expect(response.statusCode).toBe(404);
    expect(response.statusDescription).toBe('Not Found');
    expect(Object.keys(response.headers)).toEqual(['content-type']);
  });

  it('leaves every other page alone', () => {
    expect(respond(200, {})).toEqual({
      statusCode: 200,
      headers: { 'content-type': { value: 'text/html' } },
    });
  });

  it('keeps a revalidated not-found page a 304', () => {
    const response = respond(304, marker);
    expect(response.statusCode).toBe(304);
    expect(Object.keys(response.headers)).toEqual(['content-type']);
  });
});
