import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICES } from '../content/services';
import { startAnalytics } from '../page-script/analytics';
import { renderWithApp } from '../test/render';
import { ServiceCarousel } from './service-carousel';

/** The live status a screen reader hears: which card is first in view. */
const firstInView = () => screen.getByText(/^First card:/).textContent;
const next = () => screen.getByRole('button', { name: 'Next service' });
const previous = () => screen.getByRole('button', { name: 'Previous service' });
const card = (id: string) =>
  screen.getAllByRole('link').find((link) => link.getAttribute('href') === `/services/${id}`)!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('service carousel', () => {
  it('is a labelled carousel with one card per service, each linking to its page', () => {
    renderWithApp(<ServiceCarousel services={SERVICES} />);
    const region = screen.getByRole('region', { name: 'Core services' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(
      SERVICES.map((_, index) => `${index + 1} of 7`),
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      SERVICES.map((service) => `/services/${service.id}`),
    );
    expect(firstInView()).toBe('First card: Soil Testing (1 of 7)');
  });

  it('moves forward and back with the arrows, looping at both ends', async () => {
    const user = userEvent.setup();
    renderWithApp(<ServiceCarousel services={SERVICES} />);
    await user.click(next());
    expect(firstInView()).toBe('First card: Plant Tissue Testing (2 of 7)');
    await user.click(previous());
    await user.click(previous());
    expect(firstInView()).toBe('First card: Humic Substances Analysis (7 of 7)');
    await user.click(next());
    expect(firstInView()).toBe('First card: Soil Testing (1 of 7)');
  });

  it('goes all the way round with Next', async () => {
    const user = userEvent.setup();
    renderWithApp(<ServiceCarousel services={SERVICES} />);
    for (let i = 0; i < 6; i++) await user.click(next());
    expect(firstInView()).toBe('First card: Humic Substances Analysis (7 of 7)');
    await user.click(next());
    expect(firstInView()).toBe('First card: Soil Testing (1 of 7)');
  });

  it('moves with the Left and Right keys when it has focus', () => {
    renderWithApp(<ServiceCarousel services={SERVICES} />);
    const region = screen.getByRole('region', { name: 'Core services' });
    region.focus();
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(firstInView()).toBe('First card: Humic Substances Analysis (7 of 7)');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(firstInView()).toBe('First card: Plant Tissue Testing (2 of 7)');
  });

  it('keeps keyboard focus in view: the arrow keys carry focus to the neighbouring card', async () => {
    const user = userEvent.setup();
    renderWithApp(<ServiceCarousel services={SERVICES} />);
    card('soil-testing').focus();
    await user.keyboard('{ArrowRight}');
    expect(firstInView()).toBe('First card: Plant Tissue Testing (2 of 7)');
    expect(card('plant-tissue-testing')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(firstInView()).toBe('First card: Humic Substances Analysis (7 of 7)');
    expect(card('humic-substances-analysis')).toHaveFocus();
  });

  it('brings a card that receives focus into view, so tabbing never lands off-screen', async () => {
    // Three cards per view: the test DOM does no layout, so give the track its widths.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
    const user = userEvent.setup();
    renderWithApp(<ServiceCarousel services={SERVICES} />);
    card('water-analysis').focus();
    expect(firstInView()).toBe('First card: Soil Testing (1 of 7)');
    await user.tab();
    expect(card('fertilizer-testing')).toHaveFocus();
    expect(firstInView()).toBe('First card: Plant Tissue Testing (2 of 7)');
    // Tabbing on leaves the carousel after the last card: nothing traps focus.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(card('humic-substances-analysis')).toHaveFocus();
    expect(firstInView()).toBe('First card: Feed Analysis (5 of 7)');
    await user.tab();
    expect(document.body).toHaveFocus();
    // Back through humic, manure, feed and fertilizer to water analysis.
    for (let i = 0; i < 5; i++) await user.tab({ shift: true });
    expect(card('water-analysis')).toHaveFocus();
    expect(firstInView()).toBe('First card: Water Analysis (3 of 7)');
  });

  it('links each card to its service page and reports the click as a service card click', async () => {
    const user = userEvent.setup();
    startAnalytics();
    renderWithApp(<ServiceCarousel services={SERVICES} />);
    const card = screen.getByRole('link', { name: /Water Analysis/ });
    expect(card).toHaveAttribute('href', '/services/water-analysis');
    // The page script reports it: the carousel's pre-rendered HTML works before its island.
    card.addEventListener('click', (event) => event.preventDefault());
    await user.click(card);
    expect(window.dataLayer).toContainEqual({
      event: 'click',
      category: 'service_card',
      label: 'water-analysis',
    });
  });
});
