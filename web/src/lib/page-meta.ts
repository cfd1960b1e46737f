import { SITE } from '../config/site';
import { NOT_FOUND_ROUTE, routeFor, type SiteRoute } from '../config/site-routes';
import { serviceByPath } from '../content/services';
import { structuredData } from './structured-data';

/** What a page says about itself in <head>, from the route list; `headTags` writes it out. */
export interface PageMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  indexable: boolean;
  jsonLd?: object;
}

export function fullTitle(title: string): string {
  return `${title} | ${SITE.name}`;
}

/** A page's absolute address on the site's origin: its canonical path, so two routes of one screen give one. */
function canonicalUrlOf(route: SiteRoute): string {
  return `${SITE.origin}${route.canonical ?? route.path}`;
}

/**
 * The absolute, canonical address of the page at `pathname` (`/resources/request` gives
 * `https://…/request-bags`): what a printed page's QR codes point at.
 */
export function canonicalUrl(pathname: string): string {
  return canonicalUrlOf(routeFor(pathname) ?? NOT_FOUND_ROUTE);
}

export function metaFor(pathname: string): PageMeta {
  const route: SiteRoute = routeFor(pathname) ?? NOT_FOUND_ROUTE;
  const canonicalUrl = canonicalUrlOf(route);
  const service = serviceByPath(route.path);
  const jsonLd =
    route.structuredData === 'service' && service
      ? structuredData('service', {
          name: service.title,
          description: service.summary,
          url: canonicalUrl,
        })
      : route.structuredData
        ? structuredData(route.structuredData, {
            name: route.title,
            title: route.title,
            description: route.description,
            url: canonicalUrl,
          })
        : undefined;
  return {
    title: fullTitle(route.title),
    description: route.description,
    canonicalUrl,
    indexable: route.indexable !== false,
    ...(jsonLd && { jsonLd }),
  };
}
