import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE } from '../config/site';
import { LOCATIONS_SERVED } from '../content/about';
import { hasLongerBio, TEAM } from '../content/team';
import { TESTIMONIALS } from '../content/testimonials';
import { renderWithApp } from '../test/render';
import AboutPage from './about-page';

const expandable = TEAM.filter(hasLongerBio);
const shortOnly = TEAM.filter((member) => !hasLongerBio(member));

function setup() {
  const user = userEvent.setup();
  renderWithApp(<AboutPage />, { route: '/about' });
  const card = (name: string) => screen.getByRole('article', { name });
  return { user, card };
}

describe('About page team bios', () => {
  it('has the data to exercise both cases: members with and without a longer bio', () => {
    expect(TEAM).toHaveLength(4);
    expect(expandable.length).toBeGreaterThan(0);
    expect(shortOnly.length).toBeGreaterThan(0);
  });

  /** The card's disclosure: the native details element and its summary. */
  function toggleOf(article: HTMLElement) {
    const details = article.querySelector('details');
    const summary = details?.querySelector(':scope > summary');
    if (!details || !(summary instanceof HTMLElement)) throw new Error('no bio toggle');
    return { details, summary };
  }

  it('starts every bio collapsed, showing only the short bio', () => {
    const { card } = setup();
    for (const member of expandable) {
      const { details, summary } = toggleOf(card(member.name));
      expect(details.open).toBe(false);
      expect(summary).toHaveTextContent(/^Read moreRead less$/);
      expect(summary).toHaveAccessibleDescription(member.name);
      // The full bio is the disclosure's content, which the browser shows only when open.
      expect(within(details).getByText(member.fullBio)).toBeInTheDocument();
      expect(within(card(member.name)).getByText(member.shortBio)).toHaveClass('bio-short');
    }
  });

  // The browser does the opening (keyboard included): e2e/about-bios.spec.ts checks it in Chromium.
  it('opens to the full bio and closes again', async () => {
    const { user, card } = setup();
    const [first, second] = expandable;
    if (!first || !second) throw new Error('need two expandable members');
    const { details, summary } = toggleOf(card(first.name));
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(toggleOf(card(second.name)).details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(false);
  });

  it('offers no toggle when the full bio adds nothing', () => {
    const { card } = setup();
    for (const member of shortOnly) {
      const article = card(member.name);
      expect(article.querySelector('details')).toBeNull();
      expect(within(article).getByText(member.shortBio)).toBeInTheDocument();
    }
    expect(document.querySelectorAll('article details')).toHaveLength(expandable.length);
  });
});

describe('About page content', () => {
  it('shows three testimonials with five stars each', () => {
    setup();
    const testimonials = screen.getByRole('region', { name: 'What our clients say' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3);
    for (const testimonial of TESTIMONIALS) {
      expect(within(testimonials).getByText(testimonial.author)).toBeInTheDocument();
    }
    expect(within(testimonials).getAllByRole('img', { name: /5 out of 5 stars/i })).toHaveLength(3);
  });

  it('lists the provinces and eight regions served, with pickup booked through /contact', () => {
    setup();
    const locations = screen.getByRole('region', { name: 'Locations served' });
    for (const place of [...LOCATIONS_SERVED.provinces, ...LOCATIONS_SERVED.regions]) {
      expect(within(locations).getByText(place)).toBeInTheDocument();
    }
    expect(LOCATIONS_SERVED.regions).toHaveLength(8);
    expect(within(locations).getByText('150 km from Edmonton')).toBeInTheDocument();
    expect(within(locations).getByText('Same day')).toBeInTheDocument();
    expect(within(locations).getByRole('link', { name: 'Schedule Pickup' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('links out to the ISO standard and to the map in new tabs, and shows the hours', () => {
    setup();
    const external = [
      [/ISO\/IEC 17025:2017/, SITE.accreditation.standardUrl],
      [/get directions/i, SITE.mapsUrl],
    ] as const;
    for (const [name, href] of external) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const line of Object.values(SITE.hours)) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
  });

  it('has one h1 and h2 section headings', () => {
    setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Reliable data for every acre',
      'Our 5-step process',
      'Quality assurance',
      'Accreditation',
      'Meet our team',
      'What our clients say',
      'Locations served',
      'Visit the laboratory',
    ]);
  });
});
