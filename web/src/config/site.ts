import { LABORATORY } from '@lab/shared/constants/laboratory';

/**
 * Everything about the laboratory that is configuration rather than copy. The spec does
 * not name the laboratory or its portal: these are placeholders, set here (or, for the
 * origin, portal and analytics, through build-time environment variables) before launch.
 */
/*
 * Build-time settings, each read by its full name so that Vite inlines that value alone:
 * reading `import.meta.env` as an object would put every variable the build machine has
 * under these prefixes into the public bundle. Plain Node (the end-to-end tests) has no
 * `import.meta.env`.
 */
type BuildMeta = ImportMeta & { env?: Partial<Record<string, string>> };
const env = {
  SITE_ORIGIN: (import.meta as BuildMeta).env?.SITE_ORIGIN,
  PORTAL_URL: (import.meta as BuildMeta).env?.PORTAL_URL,
  ANALYTICS_ID: (import.meta as BuildMeta).env?.ANALYTICS_ID,
};

export const SITE = {
  name: LABORATORY.name,
  legalName: LABORATORY.legalName,
  /** The name under the icon of the installed site: home screens cut longer names short. */
  shortName: 'Prairie Lab',
  tagline: 'Accredited soil, plant and feed testing for Alberta and Saskatchewan',
  /** Origin of canonical URLs, the sitemap and structured data. */
  origin: env.SITE_ORIGIN || 'https://www.prairieagrilab.example',
  phone: LABORATORY.phone,
  phoneDisplay: LABORATORY.phoneDisplay,
  email: LABORATORY.email,
  address: LABORATORY.address,
  location: { latitude: 53.38, longitude: -112.67 },
  hours: LABORATORY.hours,
  founded: 2015,
  /** The courier whose prepaid labels the laboratory sends (the shipping page names it). */
  courier: 'Purolator',
  /** Sample pickup radius around Edmonton, in km (the about and contact pages give it). */
  pickupRadiusKm: 150,
  accreditation: {
    body: 'CALA',
    standard: 'ISO/IEC 17025:2017',
    standardUrl: 'https://www.iso.org/standard/66912.html',
  },
  portal: {
    base: env.PORTAL_URL || 'https://portal.prairieagrilab.example',
    get farmerLogin() {
      return `${this.base}/login?role=farmer`;
    },
    get distributorLogin() {
      return `${this.base}/login?role=distributor`;
    },
    get registration() {
      return `${this.base}/register`;
    },
  },
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { label: 'YouTube', href: 'https://www.youtube.com/' },
  ],
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=53.38,-112.67',
  /** Google Analytics 4 measurement id; without it events stay in window.dataLayer. */
  analyticsId: env.ANALYTICS_ID || undefined,
} as const;

/** A `tel:` address for a phone number as written (`+1 780-555-0142` dials `tel:+17805550142`). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
