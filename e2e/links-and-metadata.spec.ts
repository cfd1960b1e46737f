import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITE_ROUTES } from '@lab/web/config/site-routes';
import { FOOTER_QUICK_LINKS, MAIN_NAV } from '@lab/web/content/navigation';

/*
 * Checks on the pre-rendered HTML itself, as a crawler or a visitor without JavaScript
 * gets it: every link goes somewhere real, and every page says what it is.
 */

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Attributes of every <a> in the HTML. */
function anchors(html: string): Record<string, string>[] {
  return [...html.matchAll(/<a\b([^>]*)>/g)].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name,
        decode(value),
      ]),
    ),
  );
}

function attribute(html: string, pattern: RegExp): string | undefined {
  const match = html.match(pattern);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

const pages = new Map<string, Promise<{ status: number; html: string; type: string }>>();

/** Each path fetched once per run. */
function fetchPage(request: APIRequestContext, path: string) {
  let page = pages.get(path);
  if (!page) {
    page = request.get(path).then(async (res) => ({
      status: res.status(),
      type: res.headers()['content-type'] ?? '',
      html: res.headers()['content-type']?.startsWith('text/html') ? await res.text() : '',
    }));
    pages.set(path, page);
  }
  return page;
}

const publicRoutes = SITE_ROUTES.filter((route) => route.indexable !== false);
const menuLinks = [
  ...MAIN_NAV.flatMap((item) => [item, ...(item.children ?? [])]),
  ...FOOTER_QUICK_LINKS,
].filter((link) => !('external' in link && link.external));

test('every internal link resolves to a real page and every anchor to an id', async ({
  request,
}) => {
  const problems: string[] = [];
  const internal = new Map<string, string>();
  for (const route of SITE_ROUTES) {
    const { html } = await fetchPage(request, route.path);
    for (const link of anchors(html)) {
      const href = link.href;
      if (!href) {
        problems.push(`${route.path}: <a> without href`);
      } else if (href.startsWith('#')) {
        internal.set(`${route.path}${href}`, route.path);
      } else if (href.startsWith('/')) {
        internal.set(href, route.path);
      } else if (/^https?:/.test(href)) {
        if (link.target !== '_blank' || !/\bnoopener\b/.test(link.rel ?? '')) {
          problems.push(`${route.path}: ${href} must open in a new tab with rel noopener`);
        }
      } else if (!/^(mailto|tel):/.test(href)) {
        problems.push(`${route.path}: unexpected link ${href}`);
      }
    }
  }
  // The header's menus and drawer are native popovers, in every page's HTML: their links
  // were found above. Say so for any that is missing (a menu that needs a script to exist).
  for (const link of menuLinks) {
    if (!internal.has(link.to)) problems.push(`navigation: ${link.to} is in no page's HTML`);
  }

  for (const [href, from] of internal) {
    const url = new URL(href, 'http://site');
    const target = await fetchPage(request, url.pathname);
    if (target.status !== 200) {
      problems.push(`${from}: ${href} answers ${target.status}`);
      continue;
    }
    if (url.pathname.endsWith('.pdf')) {
      if (target.type !== 'application/pdf') problems.push(`${from}: ${href} is ${target.type}`);
      continue;
    }
    if (target.html.includes('404 Page Not Found'))
      problems.push(`${from}: ${href} is the 404 screen`);
    const id = url.hash.slice(1);
    if (id && !target.html.includes(`id="${id}"`)) {
      problems.push(`${from}: ${href} has no element with id "${id}"`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
  expect(internal.size).toBeGreaterThan(40);
  // The anchors the spec names.
  expect([...internal.keys()]).toEqual(
    expect.arrayContaining(['/industries#farmers', '/services#soil-testing']),
  );
});

test('every public page has a unique title and description, a canonical URL and a sitemap entry', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of publicRoutes) {
    const { html } = await fetchPage(request, route.path);
    const canonical = attribute(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical, route.path).toBeDefined();
    expect(new URL(canonical ?? '').pathname, route.path).toBe(route.canonical ?? route.path);
    expect(attribute(html, /<meta name="robots" content="([^"]+)"/), route.path).toBe(
      'index, follow',
    );
    // A second address of the same screen (canonical elsewhere) is not a page of its own.
    if (route.canonical && route.canonical !== route.path) continue;
    const title = attribute(html, /<title>([^<]+)<\/title>/) ?? '';
    const description = attribute(html, /<meta name="description" content="([^"]+)"/) ?? '';
    expect(description.length, route.path).toBeGreaterThan(40);
    expect(titles.get(title), `${route.path} repeats the title "${title}"`).toBeUndefined();
    expect(descriptions.get(description), `${route.path} repeats its description`).toBeUndefined();
    titles.set(title, route.path);
    descriptions.set(description, route.path);
    expect(sitemap, route.path).toContain(`${route.path === '/' ? '' : route.path}</loc>`);
  }
});

test('admin pages are noindex and absent from the sitemap; robots.txt names the sitemap', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of SITE_ROUTES.filter((r) => r.path.startsWith('/admin'))) {
    const { html } = await fetchPage(request, route.path);
    expect(attribute(html, /<meta name="robots" content="([^"]+)"/), route.path).toMatch(/noindex/);
    expect(sitemap).not.toContain(`${route.path}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});
