import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE } from '../config/site';
import { routeFor } from '../config/site-routes';
import { renderWithApp } from '../test/render';
import SitemapPage from './sitemap-page';

/** What /sitemap must list: each group and the routes under it, in this order. */
const SPEC_GROUPS: Record<string, readonly string[]> = {
  'Main Pages': ['/', '/about', '/contact', '/industries'],
  Services: [
    '/services',
    '/services/soil-testing',
    '/services/plant-tissue-testing',
    '/services/water-analysis',
    '/services/fertilizer-testing',
    '/services/feed-analysis',
    '/services/manure-testing',
    '/services/humic-substances-analysis',
  ],
  Resources: [
    '/resources',
    '/request-bags',
    '/ship-sample',
    '/sampling-instructions',
    '/soil-sampling-instructions',
    '/plant-tissue-sample-instructions',
    '/soil-diagnostic-report',
  ],
  'Sampling Guides': [
    '/sampling/plant-tissue-instructions',
    '/sampling/potato-instructions',
    '/sampling/alfalfa-instructions',
    '/sampling/cereal-instructions',
    '/sampling/corn-instructions',
    '/sampling/peas-instructions',
  ],
  Legal: ['/privacy-policy', '/terms-of-service', '/sitemap'],
};

const PORTAL_LINKS = [
  SITE.portal.registration,
  SITE.portal.farmerLogin,
  SITE.portal.distributorLogin,
];

function setup() {
  renderWithApp(<SitemapPage />, { route: '/sitemap' });
  return (name: string) => screen.getByRole('region', { name });
}

describe('Site map page', () => {
  it('has one h1 and a heading for every group, in the spec order', () => {
    setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Site Map');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Main Pages',
      'Services',
      'Resources',
      'Sampling Guides',
      'Client Access',
      'Legal',
    ]);
  });

  it.each(Object.entries(SPEC_GROUPS))(
    'lists exactly the spec routes under %s, each titled by its route',
    (group, paths) => {
      const region = setup()(group);
      const links = within(region).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(paths);
      for (const path of paths) {
        const route = routeFor(path);
        const title = route?.label ?? route?.title;
        expect(title).toBeDefined();
        expect(within(region).getByRole('link', { name: title })).toHaveAttribute('href', path);
      }
    },
  );

  it('names the home page Home rather than by its long title', () => {
    const region = setup()('Main Pages');
    expect(within(region).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('lists no page twice and nothing outside the groups', () => {
    setup();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toHaveLength(Object.values(SPEC_GROUPS).flat().length + PORTAL_LINKS.length);
  });

  it('links to the external client portal in a new tab, with no access to this window', () => {
    const region = setup()('Client Access');
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(PORTAL_LINKS);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });
});
