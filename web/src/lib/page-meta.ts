import { NOT_FOUND_ROUTE, routeFor, type SiteRoute } from '../app/site-routes';
import { SITE } from '../config/site';
import { SERVICES } from '../content/services';
import { structuredData } from './structured-data';

/** Everything a page puts in <head>: from the route list, for the pre-renderer and the client. */
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
  const service = SERVICES.find((s) => route.path === `/services/${s.id}`);
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

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** After a client-side navigation, make <head> match what the pre-rendered page has. */
export function applyMeta(meta: PageMeta): void {
  document.title = meta.title;
  setMeta('meta[name="description"]', 'name', 'description', meta.description);
  setMeta(
    'meta[name="robots"]',
    'name',
    'robots',
    meta.indexable ? 'index, follow' : 'noindex, nofollow',
  );
  setMeta('meta[property="og:title"]', 'property', 'og:title', meta.title);
  setMeta('meta[property="og:description"]', 'property', 'og:description', meta.description);
  setMeta('meta[property="og:url"]', 'property', 'og:url', meta.canonicalUrl);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  canonical.href = meta.canonicalUrl;
  document.head.querySelector('script[type="application/ld+json"]')?.remove();
  if (meta.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(meta.jsonLd);
    document.head.appendChild(script);
  }
}
