import { describe, expect, it } from 'vitest';
import { isStaffPath } from '@lab/shared/security/headers';
import { CROP_IDS } from '../content/crop-list';
import { SERVICE_IDS } from '../content/services';
import {
  isSiteHref,
  NOT_FOUND_ROUTE,
  OFFLINE_PATH,
  offlineRoutes,
  routeFor,
  SITE_ROUTES,
  type PageLink,
  type SiteHref,
  type SitePath,
} from './site-routes';

/** Every content module, found by name, so a new one is checked without being listed here. */
const CONTENT = import.meta.glob<Record<string, unknown>>('../content/*.ts', { eager: true });

/** Strings that look like site paths (not pictures or report files) anywhere in a value. */
function internalLinks(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (/^\/(?!\/)/.test(value) && !/^\/(images|reports)\//.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) internalLinks(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) internalLinks(item, found);
  }
  return found;
}

describe('site route list', () => {
  const paths: string[] = SITE_ROUTES.map((route) => route.path);

  it('puts exactly the admin pages in the staff area, where no third-party script runs', () => {
    expect(paths.filter(isStaffPath)).toEqual(['/admin', '/admin/dashboard', '/admin/receive']);
    for (const route of SITE_ROUTES.filter((r) => isStaffPath(r.path))) {
      expect(route.indexable).toBe(false);
    }
    // No public page links into the staff area: a page with analytics never navigates there.
    for (const [name, module] of Object.entries(CONTENT)) {
      expect([...internalLinks(module)].filter(isStaffPath), name).toEqual([]);
    }
  });

  it('keeps the status page out of search engines and the /sitemap page, outside the staff area', () => {
    const track = routeFor('/track');
    expect(track?.page).toBe('track');
    expect(track?.indexable).toBe(false);
    expect(track?.group).toBeUndefined();
    expect(isStaffPath('/track')).toBe(false);
  });

  it('keeps the sampling guides for the field, and the offline page out of search engines', () => {
    expect(offlineRoutes().map((route) => route.path)).toEqual([
      '/sampling-instructions',
      '/soil-sampling-instructions',
      '/plant-tissue-sample-instructions',
      '/sampling/plant-tissue-instructions',
      ...CROP_IDS.map((id) => `/sampling/${id}-instructions`),
    ]);
    const offline = routeFor(OFFLINE_PATH);
    expect(offline?.indexable).toBe(false);
    expect(offline?.group).toBeUndefined();
    expect(isStaffPath(OFFLINE_PATH)).toBe(false);
  });

  it('names each path once, absolute and without a trailing slash', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
    expect(paths).not.toContain(NOT_FOUND_ROUTE.path);
  });

  it('has a page for every service and every crop guide', () => {
    for (const id of SERVICE_IDS) expect(routeFor(`/services/${id}`)?.page).toBe('service');
    for (const id of CROP_IDS) expect(routeFor(`/sampling/${id}-instructions`)?.page).toBe('crop');
  });

  it('points every canonical at a route that is its own canonical', () => {
    for (const route of SITE_ROUTES) {
      if (!route.canonical) continue;
      const target = routeFor(route.canonical);
      expect(target, `${route.path} → ${route.canonical}`).toBeDefined();
      expect(target?.canonical ?? target?.path).toBe(route.canonical);
    }
  });

  it('finds a route with or without a trailing slash, and nothing else', () => {
    expect(routeFor('/about/')?.path).toBe('/about');
    expect(routeFor('/')?.path).toBe('/');
    expect(routeFor('/about-us')).toBeUndefined();
    expect(isSiteHref('/industries#farmers')).toBe(true);
    expect(isSiteHref('/industry#farmers')).toBe(false);
  });

  it('resolves every internal link of the content modules to a route', () => {
    const links = Object.entries(CONTENT).flatMap(([file, module]) =>
      [...internalLinks(module)].map((link) => ({ file, link })),
    );
    // The check would pass vacuously if the walk found nothing.
    expect(links.length).toBeGreaterThan(50);
    expect(links.map(({ link }) => link)).toEqual(
      expect.arrayContaining([
        '/request-bags',
        '/industries#farmers',
        '/sampling/corn-instructions',
      ]),
    );
    const broken = links.filter(({ link }) => !isSiteHref(link));
    expect(broken).toEqual([]);
  });
});

describe('SitePath and SiteHref (checked by tsc -p web)', () => {
  it('accept the paths of the list, with or without an anchor', () => {
    const good = [
      '/',
      '/request-bags',
      '/resources/request',
      '/services/humic-substances-analysis',
      '/sampling/peas-instructions',
      '/industries#farmers',
      '/services#soil-testing',
      '/admin/dashboard',
    ] satisfies SiteHref[];
    for (const href of good) expect(isSiteHref(href)).toBe(true);
  });

  it('reject anything else at compile time, as the route list does at run time', () => {
    const bad: string[] = [
      // @ts-expect-error a typo: there is no such page
      '/request-bag' satisfies SitePath,
      // @ts-expect-error an unknown service id
      '/services/crystal-ball-reading' satisfies SitePath,
      // @ts-expect-error an unknown crop
      '/sampling/kale-instructions' satisfies SitePath,
      // @ts-expect-error links are written without a trailing slash
      '/about/' satisfies SitePath,
      // @ts-expect-error an anchor on a page that does not exist
      '/industry#farmers' satisfies SiteHref,
      // @ts-expect-error the not-found screen is not a page to link to
      '/404' satisfies SitePath,
    ];
    // @ts-expect-error content links are typed too
    const badContentLink: PageLink = { label: 'Contact', to: '/contact-us' };
    for (const href of [...bad, badContentLink.to]) expect(isSiteHref(href)).toBe(false);
  });
});
