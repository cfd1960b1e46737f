import { describe, expect, it } from 'vitest';
import { SITE_ROUTES, type SiteRoute } from '../config/site-routes';
import { robotsTxt, sitemapXml } from './crawler-files';

const ORIGIN = 'https://lab.example';

describe('sitemap.xml', () => {
  const sitemap = sitemapXml(SITE_ROUTES, ORIGIN);
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

  it('lists every indexable route once, on the origin, the home page as /', () => {
    expect(locs[0]).toBe(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/services/soil-testing`);
    expect(locs).toContain(`${ORIGIN}/sampling/peas-instructions`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('leaves out the admin screens, /track and routes whose canonical is another page', () => {
    expect(locs.some((loc) => loc?.includes('/admin'))).toBe(false);
    // One requester's status page: reached by its links, never listed.
    expect(locs.some((loc) => loc?.includes('/track'))).toBe(false);
    expect(locs).not.toContain(`${ORIGIN}/resources/request`);
    expect(locs).toContain(`${ORIGIN}/request-bags`);
  });

  it('is well-formed XML with the sitemap namespace', () => {
    const doc = new DOMParser().parseFromString(sitemap, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(doc.getElementsByTagName('url')).toHaveLength(locs.length);
  });
});

describe('robots.txt', () => {
  it('disallows the offline page, the status page and the admin area, found by indexable: false, and points at the sitemap', () => {
    expect(robotsTxt(SITE_ROUTES, ORIGIN)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /offline',
        'Disallow: /track',
        'Disallow: /admin',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('gives a hidden route its own line unless it sits below another hidden route', () => {
    const routes: SiteRoute[] = [
      { path: '/', page: 'home', title: 'Home', description: 'Home.' },
      { path: '/drafts', page: 'x', title: 'D', description: 'D.', indexable: false },
      { path: '/drafts/one', page: 'x', title: 'D1', description: 'D1.', indexable: false },
      { path: '/draftsman', page: 'x', title: 'M', description: 'M.', indexable: false },
    ];
    const lines = robotsTxt(routes, ORIGIN).split('\n');
    expect(lines.filter((line) => line.startsWith('Disallow'))).toEqual([
      'Disallow: /drafts',
      'Disallow: /draftsman',
    ]);
  });
});
