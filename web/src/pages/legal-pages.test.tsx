import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { SITE } from '../config/site';
import { routeFor } from '../config/site-routes';
import { PRIVACY_POLICY, TERMS_OF_SERVICE, type LegalDocument } from '../content/legal';
import { renderWithApp } from '../test/render';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';

const PAGES: [string, ComponentType, LegalDocument][] = [
  ['/privacy-policy', PrivacyPolicyPage, PRIVACY_POLICY],
  ['/terms-of-service', TermsOfServicePage, TERMS_OF_SERVICE],
];

describe.each(PAGES)('%s', (path, Page, content) => {
  const setup = () => renderWithApp(<Page />, { route: path });

  it('has one h1, the route title', () => {
    setup();
    const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(h1).toHaveTextContent(content.title);
    expect(content.title).toBe(routeFor(path)?.title);
  });

  it('shows the effective date, January 1, 2025', () => {
    setup();
    const line = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent === 'Effective January 1, 2025',
    );
    expect(within(line).getByText('January 1, 2025')).toHaveAttribute('datetime', '2025-01-01');
  });

  it('has a heading for every section, each linked from the contents', () => {
    setup();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      content.sections.map((section) => section.heading),
    );
    for (const section of content.sections) {
      const link = within(contents).getByRole('link', { name: section.heading });
      expect(link).toHaveAttribute('href', `#${section.id}`);
      expect(document.getElementById(section.id)).toContainElement(
        screen.getByRole('heading', { level: 2, name: section.heading }),
      );
    }
  });

  it('gives the laboratory’s contact details from the site configuration', () => {
    setup();
    expect(screen.getByRole('link', { name: SITE.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.email}`,
    );
    expect(screen.getByRole('link', { name: SITE.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${SITE.phone.replace(/[^+\d]/g, '')}`,
    );
    for (const line of SITE.address.lines) expect(screen.getByText(line)).toBeInTheDocument();
  });

  it('opens every external link in a new tab', () => {
    setup();
    const external = screen
      .getAllByRole('link')
      .filter((link) => /^https?:/.test(link.getAttribute('href') ?? ''));
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    }
  });
});

describe('privacy policy', () => {
  it('names the laws it follows and the commissioners to complain to', () => {
    renderWithApp(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    expect(screen.getAllByText(/PIPEDA/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Personal Information Protection Act \(PIPA\)/)).toBeInTheDocument();
    const complaints = screen.getByRole('region', { name: 'Questions and complaints' });
    expect(
      within(complaints).getByRole('link', {
        name: /Office of the Information and Privacy Commissioner of Alberta/,
      }),
    ).toHaveAttribute('href', 'https://oipc.ab.ca/');
    expect(
      within(complaints).getByRole('link', {
        name: /Office of the Privacy Commissioner of Canada/,
      }),
    ).toHaveAttribute('href', 'https://www.priv.gc.ca/');
  });

  it('says what each form collects', () => {
    renderWithApp(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    for (const form of ['Contact form', 'Sample container request', 'Shipping label request']) {
      expect(screen.getByRole('heading', { level: 3, name: form })).toBeInTheDocument();
    }
  });

  it('says how long backups keep requests and the audit trail, and that erasures survive a restore', () => {
    renderWithApp(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    const retention = screen.getByRole('region', { name: 'How long we keep it' });
    expect(within(retention).getByText(/any moment of the last/)).toHaveTextContent(
      /35 days.*kept for 2 years.*delete again everything you asked us to delete/,
    );
  });
});

describe('terms of service', () => {
  it('links to the privacy policy within the site', () => {
    renderWithApp(<TermsOfServicePage />, { route: '/terms-of-service' });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});
