import type { SiteRoute } from '../config/site-routes';

/** A page search engines may list: indexable, and its own canonical. */
function isListed(route: SiteRoute): boolean {
  return route.indexable !== false && (route.canonical ?? route.path) === route.path;
}

/** sitemap.xml: every listed route, in route-list order. */
export function sitemapXml(routes: readonly SiteRoute[], origin: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routes.filter(isListed).map((route) => `  <url><loc>${origin}${route.path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: a `Disallow` line per route marked `indexable: false`. Crawlers match these
 * lines as prefixes, so a route under one already disallowed (`/admin/dashboard` under
 * `/admin`) needs no line of its own.
 */
export function robotsTxt(routes: readonly SiteRoute[], origin: string): string {
  const hidden = routes.filter((route) => route.indexable === false).map((route) => route.path);
  const disallowed = hidden.filter(
    (path) => !hidden.some((other) => other !== path && path.startsWith(`${other}/`)),
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
