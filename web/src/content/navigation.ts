import { SITE } from '../config/site';
import { SERVICES } from './services';

export interface NavLink {
  label: string;
  to: string;
  /** Opens outside the site, in a new tab. */
  external?: boolean;
}

export interface NavItem extends NavLink {
  /** A menu instead of a plain link; `to` is where the section lives. */
  children?: NavLink[];
}

/** The header navigation of spec section 2. */
export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  {
    label: 'Services',
    to: '/services',
    children: [
      { label: 'All Services', to: '/services' },
      ...SERVICES.map((service) => ({ label: service.title, to: `/services/${service.id}` })),
    ],
  },
  {
    label: 'Who We Serve',
    to: '/industries',
    children: [
      { label: 'Farmers', to: '/industries#farmers' },
      { label: 'Agronomists', to: '/industries#agronomists' },
      { label: 'Greenhouses', to: '/industries#greenhouses' },
      { label: 'Livestock Producers', to: '/industries#livestock' },
      { label: 'Ag Retailers', to: '/industries#retailers' },
    ],
  },
  {
    label: 'Resources',
    to: '/resources',
    children: [
      { label: 'Resource Library', to: '/resources' },
      { label: 'Ship Your Sample', to: '/ship-sample' },
      { label: 'Request Sample Containers', to: '/request-bags' },
      { label: 'Sampling Instructions', to: '/sampling-instructions' },
    ],
  },
  { label: 'Client Portal', to: SITE.portal.registration, external: true },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Who We Serve', to: '/industries' },
  { label: 'Resource Library', to: '/resources' },
  { label: 'Sampling Instructions', to: '/sampling-instructions' },
  { label: 'Contact', to: '/contact' },
];

/** The first five services, linking to their card on /services. */
export const FOOTER_SERVICES: NavLink[] = SERVICES.slice(0, 5).map((service) => ({
  label: service.title,
  to: `/services#${service.id}`,
}));

export const LEGAL_LINKS: NavLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Site Map', to: '/sitemap' },
];
