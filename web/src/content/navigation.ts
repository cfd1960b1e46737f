import { SITE } from '../config/site';
import type { PageLink } from '../config/site-routes';
import { SERVICES, servicePath } from './services';

/** A page of this site (or a menu of pages), or another site opened in a new tab. */
export type NavItem =
  | (PageLink & {
      external?: false;
      /** A menu instead of a plain link; `to` is where the section lives. */
      children?: PageLink[];
    })
  | { label: string; to: string; external: true; children?: undefined };

/**
 * The Contact page: last in the header's menu, first in the mobile drawer (beside a call
 * button), where a visitor on a phone reaches it without scrolling.
 */
export const CONTACT_LINK = { label: 'Contact', to: '/contact' } as const satisfies PageLink;

/** The header navigation: the main menu and its submenus, in display order. */
export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  {
    label: 'Services',
    to: '/services',
    children: [
      { label: 'All Services', to: '/services' },
      ...SERVICES.map((service) => ({ label: service.title, to: servicePath(service.id) })),
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
  CONTACT_LINK,
];

export const FOOTER_QUICK_LINKS: PageLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Who We Serve', to: '/industries' },
  { label: 'Resource Library', to: '/resources' },
  { label: 'Sampling Instructions', to: '/sampling-instructions' },
  { label: 'Contact', to: '/contact' },
];

/** The first five services, linking to their card on /services. */
export const FOOTER_SERVICES: PageLink[] = SERVICES.slice(0, 5).map((service) => ({
  label: service.title,
  to: `/services#${service.id}` as const,
}));

export const LEGAL_LINKS: PageLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Site Map', to: '/sitemap' },
];
