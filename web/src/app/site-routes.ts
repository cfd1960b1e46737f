import { CROP_LIST, cropPath } from '../content/crop-list';
import { SERVICES } from '../content/services';
import type { StructuredDataType } from '../lib/structured-data';

/**
 * Every page of the site with its metadata, written once: the router, the pre-renderer,
 * sitemap.xml, robots.txt and the /sitemap page all read this list.
 */
export interface SiteRoute {
  path: string;
  title: string;
  /** Short name in link lists such as the /sitemap page. @default title */
  label?: string;
  description: string;
  /** Admin screens are kept out of search engines and the sitemap. @default true */
  indexable?: boolean;
  /** Canonical path when another route shows the same screen. @default path */
  canonical?: string;
  structuredData?: StructuredDataType;
  /** Heading of the /sitemap page group it is listed under, if any. */
  group?: SitemapGroup;
}

export type SitemapGroup = 'Main Pages' | 'Services' | 'Resources' | 'Sampling Guides' | 'Legal';

export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    title: 'Accredited Agricultural Testing Laboratory in Edmonton, Alberta',
    label: 'Home',
    description:
      'ISO/IEC 17025 accredited soil, plant tissue, water, fertilizer, feed, manure and humic substances testing for Alberta and Saskatchewan farms since 2015.',
    structuredData: 'business',
    group: 'Main Pages',
  },
  {
    path: '/about',
    title: 'About Our Laboratory',
    description:
      'Meet the team behind our CALA-accredited Edmonton laboratory: our process, quality assurance and the regions we serve across Alberta and Saskatchewan.',
    group: 'Main Pages',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description:
      'Questions about testing, pricing or results? Call, e-mail or send us a message and our Edmonton laboratory team will get back to you.',
    group: 'Main Pages',
  },
  {
    path: '/industries',
    title: 'Who We Serve',
    description:
      'Testing for farmers, agronomists, greenhouses, livestock producers and ag retailers across Alberta and Saskatchewan.',
    group: 'Main Pages',
  },
  {
    path: '/services',
    title: 'Laboratory Testing Services',
    description:
      'Seven accredited testing services: soil, plant tissue, water, fertilizer, feed, manure and humic substances analysis.',
    group: 'Services',
  },
  ...SERVICES.map((service): SiteRoute => ({
    path: `/services/${service.id}`,
    title: service.title,
    description: service.summary,
    structuredData: 'service',
    group: 'Services',
  })),
  {
    path: '/portal',
    title: 'Client Portal',
    description:
      'Order tests and see results in our client portal: farmer and distributor access, plus tutorial videos.',
  },
  {
    path: '/resources',
    title: 'Resource Library',
    description: 'Ship your samples, request sample containers and find sampling instructions.',
    group: 'Resources',
  },
  {
    path: '/request-bags',
    title: 'Request Sample Containers',
    description:
      'Order free soil sample bags, plant tissue bags and water sample bottles, shipped within 1-2 business days.',
    group: 'Resources',
  },
  {
    path: '/resources/request',
    title: 'Request Sample Containers',
    description:
      'Order free soil sample bags, plant tissue bags and water sample bottles, shipped within 1-2 business days.',
    canonical: '/request-bags',
  },
  {
    path: '/ship-sample',
    title: 'Ship Your Sample',
    description:
      'Request a prepaid courier shipping label to send your samples to our Edmonton laboratory.',
    group: 'Resources',
  },
  {
    path: '/sampling-instructions',
    title: 'Sampling Instructions',
    description:
      'How to take soil, plant tissue and crop-specific samples that give reliable results.',
    structuredData: 'article',
    group: 'Resources',
  },
  {
    path: '/soil-sampling-instructions',
    title: 'Soil Sampling Instructions',
    description:
      'Step-by-step soil sampling: 15-20 cores per area at 0-6 inches, mixed and reduced to about 500 g, taken 2-4 weeks before fertilizing.',
    structuredData: 'article',
    group: 'Resources',
  },
  {
    path: '/plant-tissue-sample-instructions',
    title: 'Sample Instructions',
    description:
      'All our sampling guides in one place, from soil cores to crop-specific tissue samples.',
    group: 'Resources',
  },
  {
    path: '/soil-diagnostic-report',
    title: 'Soil Diagnostic Report',
    description:
      'What our soil diagnostic report tells you: nutrient balance, soil health indicators and clear recommendations.',
    group: 'Resources',
  },
  {
    path: '/sampling/plant-tissue-instructions',
    title: 'Plant Tissue Sampling Instructions',
    description:
      'Crop-by-crop plant tissue sampling guides for potato, alfalfa, cereal, corn and peas.',
    structuredData: 'article',
    group: 'Sampling Guides',
  },
  ...CROP_LIST.map(({ id, name }): SiteRoute => ({
    path: cropPath(id),
    title: `${name} Tissue Sampling Instructions`,
    description: `When, what and how much to sample for ${name.toLowerCase()} plant tissue analysis, and how to handle and ship it.`,
    structuredData: 'article',
    group: 'Sampling Guides',
  })),
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How we collect, use, keep and protect your personal information.',
    group: 'Legal',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: 'The terms that apply to using this website and our laboratory services.',
    group: 'Legal',
  },
  {
    path: '/sitemap',
    title: 'Site Map',
    description:
      'Every page of our website in one list: services, sampling guides, request forms, client access and legal pages.',
    group: 'Legal',
  },
  {
    path: '/admin',
    title: 'Admin Login',
    description: 'Staff sign-in.',
    indexable: false,
  },
  {
    path: '/admin/dashboard',
    title: 'Admin Dashboard',
    description: 'Staff dashboard.',
    indexable: false,
  },
];

export const NOT_FOUND_ROUTE: SiteRoute = {
  path: '/404',
  title: '404 Page Not Found',
  description: 'The page you were looking for was not found.',
  indexable: false,
};

export function routeFor(path: string): SiteRoute | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SITE_ROUTES.find((route) => route.path === normalized);
}
