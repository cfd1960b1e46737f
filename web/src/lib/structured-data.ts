import { SITE } from '../config/site';

/** Structured data for a page: business, service or article, as JSON-LD. */
export type StructuredDataType = 'business' | 'service' | 'article';

export interface StructuredDataFields {
  name?: string;
  description?: string;
  title?: string;
  datePublished?: string;
  dateModified?: string;
  url?: string;
}

const ARTICLE_DATE = '2025-01-15';

export function structuredData(type: StructuredDataType, data: StructuredDataFields = {}) {
  const business = {
    '@type': ['LocalBusiness', 'ProfessionalService'],
    '@id': `${SITE.origin}/#business`,
    name: SITE.name,
    url: SITE.origin,
    telephone: SITE.phone,
    email: SITE.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.locality,
      addressRegion: SITE.address.region,
      postalCode: SITE.address.postalCode,
      addressCountry: SITE.address.country,
    },
    geo: { '@type': 'GeoCoordinates', ...SITE.location },
    areaServed: ['Alberta', 'Saskatchewan'],
    foundingDate: String(SITE.founded),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Saturday',
        opens: '09:00',
        closes: '13:00',
      },
    ],
  };
  switch (type) {
    case 'business':
      return {
        '@context': 'https://schema.org',
        ...business,
        description: data.description ?? SITE.tagline,
      };
    case 'service':
      return {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: data.name,
        description: data.description,
        url: data.url,
        provider: { '@id': business['@id'], '@type': 'LocalBusiness', name: SITE.name },
        areaServed: business.areaServed,
      };
    case 'article':
      return {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: data.title ?? data.name,
        description: data.description,
        url: data.url,
        datePublished: data.datePublished ?? ARTICLE_DATE,
        dateModified: data.dateModified ?? ARTICLE_DATE,
        author: { '@type': 'Organization', name: SITE.name },
        publisher: { '@type': 'Organization', name: SITE.name },
      };
  }
}
