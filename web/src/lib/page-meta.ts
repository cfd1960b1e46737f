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

export function metaFor(pathname: string): PageMeta {
  const route: SiteRoute = routeFor(pathname) ?? NOT_FOUND_ROUTE;
  const canonicalUrl = `${SITE.origin}${route.canonical ?? route.path}`;
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
