import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSET_CACHE_CONTROL,
  NO_CACHE_CONTROL,
  NO_CACHE_FILES,
  NO_CACHE_PATHS,
} from '@lab/shared/constants/site-assets';
import { fileForPath, serveStatic } from './static-files';

describe('clean URL mapping', () => {
  it('maps routes to their pre-rendered index.html', () => {
    expect(fileForPath('/site', '/')).toBe('/site/index.html');
    expect(fileForPath('/site', '/services/soil-testing')).toBe(
      '/site/services/soil-testing/index.html',
    );
    expect(fileForPath('/site', '/services/')).toBe('/site/services/index.html');
    expect(fileForPath('/site', '/assets/app-1234.js')).toBe('/site/assets/app-1234.js');
  });

  it('never leaves the site folder', () => {
    expect(fileForPath('/site', '/../etc/passwd')).toBeNull();
    expect(fileForPath('/site', '/a\0b')).toBeNull();
    // Escapes are not decoded (as in CloudFront): these name files of that literal name.
    expect(fileForPath('/site', '/%2e%2e/%2e%2e/etc/passwd')).toBe(
      '/site/%2e%2e/%2e%2e/etc/passwd/index.html',
    );
  });
});

/**
 * The local server stands in for CloudFront: for every path, it must answer with the
 * status and the file that the CloudFront viewer-request function (evaluated from its
 * source, as CloudFront runs it) picks in the same build.
 */
describe('the local server and CloudFront agree', () => {
  const SITE = [
    '404.html',
    'index.html',
    'about/index.html',
    'services/index.html',
    'services/soil-testing/index.html',
    'admin/index.html',
    'admin/dashboard/index.html',
    'sitemap.xml',
    'robots.txt',
    'favicon.svg',
    'images/field-hero.svg',
    'reports/sample-soil-report.pdf',
    'assets/index-abc123.js',
    'sw.js',
    'manifest.webmanifest',
  ];
  const root = mkdtempSync(join(tmpdir(), 'lab-site-'));
  for (const file of SITE) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `content of /${file}`);
  }

  // The same build as CloudFront sees it: /assets/ has a behaviour of its own, without
  // the function, so its files reach S3 as they are.
  type Handler = (event: { request: { uri: string } }) => { uri: string };
  const source = readFileSync(
    new URL('../../../infra/src/constructs/site-request.js', import.meta.url),
    'utf8',
  );
  const siteFiles = Object.fromEntries(
    SITE.filter((file) => !file.startsWith('assets/')).map((file) => [`/${file}`, 1]),
  );
  const cloudFrontRequest = new Function(
    'SITE_FILES',
    'NOT_FOUND_PAGE',
    `${source}; return handler;`,
  )(siteFiles, '/404.html') as Handler;
  const cloudFront = (path: string) => {
    const uri = path.startsWith('/assets/')
      ? path
      : cloudFrontRequest({ request: { uri: path } }).uri;
    // A missing asset is S3's own 404; the not-found page is a 404 (site-response.js).
    if (!SITE.includes(uri.slice(1))) return { status: 404 };
    return { status: uri === '/404.html' ? 404 : 200, body: `content of ${uri}` };
  };

  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      void serveStatic(root, pathname, res);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const local = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, body: await response.text() };
  };

  it.each([
    '/',
    '/about',
    '/about/',
    '/services',
    '/services/soil-testing',
    '/services/soil-testing/',
    '/admin/dashboard',
    '/index.html',
    '/services/soil-testing/index.html',
    '/sitemap.xml',
    '/robots.txt',
    '/favicon.svg',
    '/images/field-hero.svg',
    '/reports/sample-soil-report.pdf',
    '/404.html',
    '/assets/index-abc123.js',
    '/assets/gone-123.js',
    '/nope',
    '/services/nope',
    '/about/index.htm',
    '/v1.2/guide',
    '/sitemap.xml/',
    '/services%2Fsoil-testing',
    '/caf%C3%A9',
    '/constructor',
    '/__proto__',
    '/images',
  ])('%s', async (path) => {
    const expected = cloudFront(path);
    const got = await local(path);
    expect(got.status).toBe(expected.status);
    if (expected.body) expect(got.body).toBe(expected.body);
  });
});

/**
 * The service worker and the web manifest: revalidated on every use, as the CDK upload
 * marks them (infra/test/stacks.test.ts holds that side), so a release's worker is seen on
 * the next visit.
 */
describe('files browsers must never keep', () => {
  const root = mkdtempSync(join(tmpdir(), 'lab-site-'));
  for (const file of [...NO_CACHE_PATHS, '/assets/index-abc123.js']) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), 'content');
  }
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => void serveStatic(root, req.url ?? '/', res));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it.each(NO_CACHE_PATHS)('serves %s no-cache, with its content type', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(NO_CACHE_CONTROL);
    expect(response.headers.get('content-type')).toBe(NO_CACHE_FILES[path]);
  });

  it('still serves hashed files for a year', async () => {
    const asset = await fetch(`${base}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe(ASSET_CACHE_CONTROL);
  });
});
