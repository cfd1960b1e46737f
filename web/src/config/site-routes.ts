import { REQUEST_PROMISES } from '@lab/shared/constants/laboratory';
import { CROP_LIST, cropPath } from '../content/crop-list';
import { SERVICES, servicePath } from '../content/services';
import type { StructuredDataType } from '../lib/structured-data';

/**
 * Every page of the site with its metadata, written once: the router (one route per
 * entry, rendering the page its `page` key names), the pre-renderer, sitemap.xml,
 * robots.txt, the /sitemap page and the type of every internal link (`SitePath`) all
 * derive from this list. Plain data, so Node scripts and tests can read it too.
 */
export interface SiteRoute<Path extends string = string, Page extends string = string> {
  path: Path;
  /** The screen that renders this path: a key of the router's lazily loaded pages. */
  page: Page;
  title: string;
  /** Short name in link lists such as the /sitemap page. @default title */
  label?: string;
  description: string;
  /**
   * Admin screens and one requester's pages (/track) are kept out of search engines,
   * robots.txt and the sitemap. @default true
   */
  indexable?: boolean;
  /** Canonical path when another route shows the same screen. @default path */
  canonical?: string;
  structuredData?: StructuredDataType;
  /** Heading of the /sitemap page group it is listed under, if any. */
  group?: SitemapGroup;
  /**
   * A field guide: the service worker precaches it at install (with what it loads), so it
   * opens in a field with no signal, and the offline page lists it. @default false
   */
  offline?: boolean;
}

export type SitemapGroup = 'Main Pages' | 'Services' | 'Resources' | 'Sampling Guides' | 'Legal';

/** Keeps each entry's path and page key as literal types, so `SitePath` can list them. */
function route<const Path extends string, const Page extends string>(
  entry: SiteRoute<Path, Page>,
): SiteRoute<Path, Page> {
  return entry;
}

export const SITE_ROUTES = [
  route({
    path: '/',
    page: 'home',
    title: 'Accredited Agricultural Testing Laboratory in Edmonton, Alberta',
    label: 'Home',
    description:
      'ISO/IEC 17025 accredited soil, plant tissue, water, fertilizer, feed, manure and humic substances testing for Alberta and Saskatchewan farms since 2015.',
    structuredData: 'business',
    group: 'Main Pages',
  }),
  route({
    path: '/about',
    page: 'about',
    title: 'About Our Laboratory',
    description:
      'Meet the team behind our CALA-accredited Edmonton laboratory: our process, quality assurance and the regions we serve across Alberta and Saskatchewan.',
    group: 'Main Pages',
  }),
  route({
    path: '/contact',
    page: 'contact',
    title: 'Contact Us',
    description:
      'Questions about testing, pricing or results? Call, e-mail or send us a message and our Edmonton laboratory team will get back to you.',
    group: 'Main Pages',
  }),
  route({
    path: '/industries',
    page: 'industries',
    title: 'Who We Serve',
    description:
      'Testing for farmers, agronomists, greenhouses, livestock producers and ag retailers across Alberta and Saskatchewan.',
    group: 'Main Pages',
  }),
  route({
    path: '/services',
    page: 'services',
    title: 'Laboratory Testing Services',
    description:
      'Seven accredited testing services: soil, plant tissue, water, fertilizer, feed, manure and humic substances analysis.',
    group: 'Services',
  }),
  ...SERVICES.map((service) =>
    route({
      path: servicePath(service.id),
      page: 'service',
      title: service.title,
      description: service.summary,
      structuredData: 'service',
      group: 'Services',
    }),
  ),
  route({
    path: '/portal',
    page: 'portal',
    title: 'Client Portal',
    description:
      'Order tests and see results in our client portal: farmer and distributor access, plus tutorial videos.',
  }),
  route({
    path: '/resources',
    page: 'resources',
    title: 'Resource Library',
    description: 'Ship your samples, request sample containers and find sampling instructions.',
    group: 'Resources',
  }),
  route({
    path: '/request-bags',
    page: 'resourceRequest',
    title: 'Request Sample Containers',
    description: `Order free soil sample bags, plant tissue bags and water sample bottles, shipped within ${REQUEST_PROMISES.containerProcessing}.`,
    group: 'Resources',
  }),
  route({
    path: '/resources/request',
    page: 'resourceRequest',
    title: 'Request Sample Containers',
    description: `Order free soil sample bags, plant tissue bags and water sample bottles, shipped within ${REQUEST_PROMISES.containerProcessing}.`,
    canonical: '/request-bags',
  }),
  route({
    path: '/ship-sample',
    page: 'shipSample',
    title: 'Ship Your Sample',
    description:
      'Request a prepaid courier shipping label to send your samples to our Edmonton laboratory.',
    group: 'Resources',
  }),
  route({
    path: '/sampling-instructions',
    page: 'samplingInstructions',
    title: 'Sampling Instructions',
    description:
      'How to take soil, plant tissue and crop-specific samples that give reliable results.',
    structuredData: 'article',
    group: 'Resources',
    offline: true,
  }),
  route({
    path: '/soil-sampling-instructions',
    page: 'soilSamplingInstructions',
    title: 'Soil Sampling Instructions',
    description:
      'Step-by-step soil sampling: 15-20 cores per area at 0-6 inches, mixed and reduced to about 500 g, taken 2-4 weeks before fertilizing.',
    structuredData: 'article',
    group: 'Resources',
    offline: true,
  }),
  route({
    path: '/plant-tissue-sample-instructions',
    page: 'sampleInstructions',
    title: 'Sample Instructions',
    description:
      'All our sampling guides in one place, from soil cores to crop-specific tissue samples.',
    group: 'Resources',
    offline: true,
  }),
  route({
    path: '/soil-diagnostic-report',
    page: 'soilDiagnosticReport',
    title: 'Soil Diagnostic Report',
    description:
      'What our soil diagnostic report tells you: nutrient balance, soil health indicators and clear recommendations.',
    group: 'Resources',
  }),
  route({
    path: '/sampling/plant-tissue-instructions',
    page: 'plantTissueInstructions',
    title: 'Plant Tissue Sampling Instructions',
    description:
      'Crop-by-crop plant tissue sampling guides for potato, alfalfa, cereal, corn and peas.',
    structuredData: 'article',
    group: 'Sampling Guides',
    offline: true,
  }),
  ...CROP_LIST.map(({ id, name }) =>
    route({
      path: cropPath(id),
      page: 'crop',
      title: `${name} Tissue Sampling Instructions`,
      description: `When, what and how much to sample for ${name.toLowerCase()} plant tissue analysis, and how to handle and ship it.`,
      structuredData: 'article',
      group: 'Sampling Guides',
      offline: true,
    }),
  ),
  route({
    path: '/privacy-policy',
    page: 'privacyPolicy',
    title: 'Privacy Policy',
    description: 'How we collect, use, keep and protect your personal information.',
    group: 'Legal',
  }),
  route({
    path: '/terms-of-service',
    page: 'termsOfService',
    title: 'Terms of Service',
    description: 'The terms that apply to using this website and our laboratory services.',
    group: 'Legal',
  }),
  route({
    path: '/sitemap',
    page: 'sitemap',
    title: 'Site Map',
    description:
      'Every page of our website in one list: services, sampling guides, request forms, client access and legal pages.',
    group: 'Legal',
  }),
  route({
    // Shown by the service worker for a page never cached when there is no network;
    // never indexed: it says what works offline, which only makes sense on the phone.
    path: '/offline',
    page: 'offline',
    title: 'You Are Offline',
    description: 'No network: the sampling guides this device keeps for the field.',
    indexable: false,
  }),
  route({
    // Reached from a request's confirmation and e-mails, never listed: one requester's page.
    path: '/track',
    page: 'track',
    title: 'Track a Request',
    description:
      'Follow your container or shipping label request: containers sent, samples received and the expected results date.',
    indexable: false,
  }),
  route({
    path: '/admin',
    page: 'adminLogin',
    title: 'Admin Login',
    description: 'Staff sign-in.',
    indexable: false,
  }),
  route({
    path: '/admin/dashboard',
    page: 'adminDashboard',
    title: 'Admin Dashboard',
    description: 'Staff dashboard.',
    indexable: false,
  }),
  route({
    path: '/admin/receive',
    page: 'adminReceive',
    title: 'Receive Samples',
    description: 'Staff: record the samples that reached the laboratory.',
    indexable: false,
  }),
] as const;

/** Rendered for every path that is not in the list (and pre-rendered as 404.html). */
export const NOT_FOUND_ROUTE = route({
  path: '/404',
  page: 'notFound',
  title: '404 Page Not Found',
  description: 'The page you were looking for was not found.',
  indexable: false,
});

/** The field guides the service worker precaches and the offline page lists. */
export function offlineRoutes(): (typeof SITE_ROUTES)[number][] {
  return SITE_ROUTES.filter((route) => 'offline' in route && route.offline);
}

/** A path of the site: the only kind of value an internal link accepts. */
export type SitePath = (typeof SITE_ROUTES)[number]['path'];

/** A site path, optionally with an anchor on that page (`/industries#farmers`). */
export type SiteHref = SitePath | `${SitePath}#${string}`;

/** A link to a page of this site with its label: how content modules write internal links. */
export interface PageLink {
  label: string;
  to: SiteHref;
}

/** The screens the router must be able to render, one per `page` key. */
export type PageKey = (typeof SITE_ROUTES)[number]['page'] | (typeof NOT_FOUND_ROUTE)['page'];

/** A trailing slash names the same page (static hosting serves `/about/` as `/about`). */
function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function routeFor(path: string): SiteRoute | undefined {
  const normalized = normalizePath(path);
  return SITE_ROUTES.find((route) => route.path === normalized);
}

/** Whether a path (or a path with an anchor) is a page of the site. */
export function isSiteHref(value: string): value is SiteHref {
  const path = value.split('#')[0];
  return SITE_ROUTES.some((route) => route.path === path);
}

/** The page the service worker shows for a page never cached when the network is gone. */
export const OFFLINE_PATH = '/offline' satisfies SitePath;
