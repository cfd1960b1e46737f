import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Handler = (event: { request: { uri: string } }) => { uri: string };
// Evaluate the CloudFront Function's source as CloudFront does: a script defining `handler`.
const source = readFileSync(new URL('../src/constructs/clean-urls.js', import.meta.url), 'utf8');
const handler = new Function(`${source}; return handler;`)() as Handler;
const map = (uri: string) => handler({ request: { uri } }).uri;

describe('clean URL CloudFront function', () => {
  it.each([
    ['/', '/index.html'],
    ['/services', '/services/index.html'],
    ['/services/soil-testing', '/services/soil-testing/index.html'],
    ['/services/', '/services/index.html'],
    ['/admin/dashboard', '/admin/dashboard/index.html'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/404.html', '/404.html'],
    ['/v1.2/guide', '/v1.2/guide/index.html'],
  ])('maps %s to %s', (uri, file) => {
    expect(map(uri)).toBe(file);
  });
});
