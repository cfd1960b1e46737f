import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE } from '../config/site';
import { routeFor } from '../config/site-routes';
import { SAMPLE_REPORTS } from '../content/sample-reports';
import { SERVICES } from '../content/services';
import { startAnalytics } from '../page-script/analytics';
import { renderWithApp } from '../test/render';
import ServicePage from './service-page';
import ServicesPage from './services-page';

function renderServicePage(serviceId: string) {
  return renderWithApp(<ServicePage />, { route: `/services/${serviceId}` });
}

/** The test DOM cannot open a new tab: stop the browser's default action, keep React's handlers. */
const preventNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', preventNavigation));
afterEach(() => document.removeEventListener('click', preventNavigation));

const SOIL_ANALYSIS = {
  'Chemical and Electrochemical': [
    'Macronutrients',
    'Micronutrients',
    'pH',
    'Buffer pH',
    'EC',
    'SAR',
    'CEC',
    'Base saturation',
    'Acid saturation',
    'K:Mg ratio',
  ],
  Biological: [
    'Organic matter',
    'Total organic carbon',
    'Redox',
    'Soil respiration',
    'Fulvic acid',
    'Humic acid',
  ],
  Physical: ['Soil texture', 'Bulk density', 'Water holding capacity'],
};

describe('/services/:serviceId', () => {
  it('shows the not-found screen for an unknown service id', () => {
    renderServicePage('crystal-ball-reading');
    expect(
      screen.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it.each(SERVICES.map((service) => [service.id, service.title]))(
    '%s has one h1, its title',
    (id, title) => {
      renderServicePage(id);
      const h1s = screen.getAllByRole('heading', { level: 1 });
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toHaveTextContent(title);
    },
  );

  it.each(SERVICES.map((service) => [service.id]))(
    '%s links only to pages that exist, and opens other sites in a new tab',
    (id) => {
      renderServicePage(id);
      const links = screen.getAllByRole('link');
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const href = link.getAttribute('href') ?? '';
        if (href.startsWith('/') && !href.startsWith('/reports/')) {
          expect(routeFor(href.split('#')[0] ?? href), href).toBeDefined();
          expect(link).not.toHaveAttribute('target');
        } else {
          expect(link, href).toHaveAttribute('target', '_blank');
          expect(link, href).toHaveAttribute('rel', 'noopener noreferrer');
        }
      }
    },
  );

  it('lists every soil analysis item in its group', () => {
    renderServicePage('soil-testing');
    for (const [group, items] of Object.entries(SOIL_ANALYSIS)) {
      const card = screen.getByRole('region', { name: group });
      const listed = within(card)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent);
      expect(listed).toEqual(items);
    }
  });

  it('soil page: contact buttons, the sample report in a new tab, and the next steps', () => {
    renderServicePage('soil-testing');
    expect(
      screen.getByRole('link', { name: 'Get a Soil Report or Custom Analysis' }),
    ).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('link', { name: 'Order a Diagnostic Report' })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
    for (const report of screen.getAllByRole('link', { name: /View Sample Report/ })) {
      expect(report).toHaveAttribute('href', SAMPLE_REPORTS.soil);
      expect(report).toHaveAttribute('target', '_blank');
      expect(report).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText(/within 5 business days/)).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/soil-sampling-instructions',
        '/ship-sample',
        '/services',
        '/soil-diagnostic-report',
      ]),
    );
  });

  it('plant tissue sample report link records a pdf_download event', async () => {
    const user = userEvent.setup();
    renderServicePage('plant-tissue-testing');
    const link = screen.getByRole('link', { name: /View Sample Report/ });
    expect(link).toHaveAttribute('href', SAMPLE_REPORTS.plantTissue);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    startAnalytics();
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);

    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'pdf_download',
        label: 'sample-plant-tissue-report.pdf',
      }),
    );
  });

  it('plant tissue portal logins open the farmer login in a new tab', () => {
    renderServicePage('plant-tissue-testing');
    for (const name of [/SAP Analysis Login/, /Dry Tissue Analysis Login/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', SITE.portal.farmerLogin);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });

  it('plant tissue page: crop guides, placeholder tests and the bottom buttons', () => {
    renderServicePage('plant-tissue-testing');
    const sampling = screen.getByRole('region', { name: /Take a Sample/ });
    const guides = within(sampling)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(guides).toEqual([
      '/sampling/potato-instructions',
      '/sampling/alfalfa-instructions',
      '/sampling/cereal-instructions',
      '/sampling/corn-instructions',
      '/sampling/peas-instructions',
      '/sampling/plant-tissue-instructions',
    ]);
    for (const name of ['Single Dry Tissue', 'Dual Tissue']) {
      const heading = screen.getByRole('heading', { level: 3, name });
      expect(heading.closest('.MuiCard-root')).toHaveTextContent(/Details coming soon/);
    }
    expect(screen.getByRole('link', { name: 'Plant Tissue Sample Instructions' })).toHaveAttribute(
      'href',
      '/plant-tissue-sample-instructions',
    );
    expect(screen.getByRole('link', { name: 'Request Sample Bags' })).toHaveAttribute(
      'href',
      '/request-bags',
    );
    expect(screen.getByText(/within 24 hours, 7 days a week/)).toBeInTheDocument();
  });

  it('water page: the get water analysis button opens the portal login in a new tab', () => {
    renderServicePage('water-analysis');
    const link = screen.getByRole('link', { name: /^Get Water Analysis/ });
    expect(link).toHaveAttribute('href', SITE.portal.farmerLogin);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    for (const name of [
      'Salinity and Hardness',
      'Nutrient Content',
      'Contaminant Detection',
      'Farm-Specific Analysis',
      'Irrigation Water',
      'Livestock Water',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'Request Sample Bottles' })[0]).toHaveAttribute(
      'href',
      '/request-bags',
    );
    expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it.each([
    [
      'fertilizer-testing',
      ['Cost Savings', 'Nutrient Verification', 'Blend Accuracy', 'Yield Optimization'],
    ],
    [
      'feed-analysis',
      ['Livestock Producers', 'Nutritionists', 'Feed Manufacturers', 'Feeding Problem Prevention'],
    ],
  ] as const)('%s shows its benefit and audience cards', (id, cards) => {
    renderServicePage(id);
    for (const name of cards) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it.each([
    ['fertilizer-testing', /^Get Fertilizer Testing/],
    ['feed-analysis', /^Get Feed Analysis/],
    ['manure-testing', /^Request Manure Testing/],
    ['humic-substances-analysis', /^Request Humic Analysis/],
  ] as const)('%s opens the portal login in a new tab', (id, name) => {
    renderServicePage(id);
    for (const link of screen.getAllByRole('link', { name })) {
      expect(link).toHaveAttribute('href', SITE.portal.farmerLogin);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});

/** Where each service's How to order sends a visitor to learn to sample. */
const SAMPLING_GUIDES = {
  'soil-testing': ['Soil Sampling Instructions', '/soil-sampling-instructions'],
  'plant-tissue-testing': [
    'Plant Tissue Sampling Instructions',
    '/sampling/plant-tissue-instructions',
  ],
  'water-analysis': ['How to Sample Water', '/services/water-analysis#sampling'],
  'fertilizer-testing': ['Ask Us How to Sample', '/contact'],
  'feed-analysis': ['Ask Us How to Sample', '/contact'],
  'manure-testing': ['Ask Us How to Sample', '/contact'],
  'humic-substances-analysis': ['Ask Us How to Sample', '/contact'],
} as const;

describe('How to order, on every service page', () => {
  it.each(SERVICES.map((service) => [service.id]))(
    '%s: five numbered steps from containers to results, each linking where it is done',
    (id) => {
      const { container } = renderServicePage(id);
      const section = screen.getByRole('region', { name: 'Get Your Test in Five Steps' });
      const steps = within(section).getAllByRole('listitem');
      expect(
        steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent),
      ).toEqual([
        'Get sample containers',
        'Take your sample',
        'Fill in the submission form',
        'Ship it or drop it off',
        'Get your results',
      ]);
      const [containers, sample, form, ship, results] = steps as [
        HTMLElement,
        HTMLElement,
        HTMLElement,
        HTMLElement,
        HTMLElement,
      ];
      expect(
        within(containers).getByRole('link', { name: 'Request Sample Containers' }),
      ).toHaveAttribute('href', '/request-bags');

      const [guideName, guideHref] = SAMPLING_GUIDES[id];
      const guide = within(sample).getByRole('link', { name: guideName });
      expect(guide).toHaveAttribute('href', guideHref);
      // A guide that is a section of this page is on it.
      const [path, anchor] = guideHref.split('#');
      expect(routeFor(path ?? guideHref)).toBeDefined();
      if (anchor) expect(container.querySelector(`#${anchor}`)).not.toBeNull();

      // The step says where the printable form comes from and what to write without one.
      expect(form).toHaveTextContent(/name, phone and e-mail/);
      expect(within(form).queryByRole('link')).toBeNull();

      expect(ship).toHaveTextContent(SITE.hours.sampleDropoff);
      expect(within(ship).getByRole('link', { name: 'Ship Your Sample' })).toHaveAttribute(
        'href',
        '/ship-sample',
      );

      const portal = within(results).getByRole('link', { name: /^Open the Client Portal/ });
      expect(portal).toHaveAttribute('href', SITE.portal.farmerLogin);
      expect(portal).toHaveAttribute('target', '_blank');
      expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
      expect(portal).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));

      // Before the page's closing call to action, so the page ends on what to do next.
      const closing = container.querySelector('#get-started');
      expect(closing).not.toBeNull();
      expect(
        section.compareDocumentPosition(closing as Element) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    },
  );

  it('the soil page closes with sample bags beside the instructions and shipping', () => {
    const { container } = renderServicePage('soil-testing');
    const closing = within(container.querySelector('#get-started') as HTMLElement);
    expect(
      closing.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Soil Sampling Instructions', '/soil-sampling-instructions'],
      ['Request Sample Bags', '/request-bags'],
      ['Ship Your Sample', '/ship-sample'],
      ['View All Services', '/services'],
    ]);
  });
});

describe('/services', () => {
  it('shows one card per service, anchored by its id, with a Learn More link', () => {
    const { container } = renderWithApp(<ServicesPage />, { route: '/services' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const service of SERVICES) {
      // The footer links to /services#{id}.
      const card = container.querySelector(`#${service.id}`);
      expect(card).not.toBeNull();
      const scoped = within(card as HTMLElement);
      expect(scoped.getByRole('heading', { level: 3, name: service.title })).toBeInTheDocument();
      expect(scoped.getByRole('img', { name: service.alt })).toHaveAttribute('src', service.image);
      expect(scoped.getByRole('link', { name: /Learn More/ })).toHaveAttribute(
        'href',
        `/services/${service.id}`,
      );
    }
    // `**5 business days**` in the soil description renders bold.
    expect(screen.getByText('5 business days').tagName).toBe('STRONG');
  });

  it('tracks a Learn More click as a service card click', async () => {
    const user = userEvent.setup();
    renderWithApp(<ServicesPage />, { route: '/services' });
    startAnalytics();
    const link = screen.getByRole('link', { name: 'Learn More about Water Analysis' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'click',
        category: 'service_card',
        label: 'water-analysis',
      }),
    );
  });
});
