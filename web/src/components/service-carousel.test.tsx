import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICES } from '../content/services';
import { startAnalytics } from '../page-script/analytics';
import { CAROUSEL } from '../page-script/attributes';
import { expectNoAxeViolation } from '../test/axe';
import { ServiceCarousel } from './service-carousel';

/** The carousel as the pre-renderer writes it: HTML, with no React behind it. */
function prerendered() {
  document.body.innerHTML = renderToString(<ServiceCarousel services={SERVICES} />);
}

describe('service carousel', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is a labelled carousel with one card per service, each linking to its page', () => {
    prerendered();
    const region = screen.getByRole('region', { name: 'Core services' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(
      SERVICES.map((_, index) => `${index + 1} of 7`),
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      SERVICES.map((service) => `/services/${service.id}`),
    );
    for (const service of SERVICES)
      expect(screen.getByRole('heading', { level: 3, name: service.title })).toBeInTheDocument();
    expect(screen.getByText(/^First card:/)).toHaveTextContent('First card: Soil Testing (1 of 7)');
  });

  it('has labelled arrow buttons for the page script, controlling the row, which scrolls by itself', () => {
    prerendered();
    const track = document.querySelector(`[${CAROUSEL.track}]`);
    for (const [name, step] of [
      ['Previous service', '-1'],
      ['Next service', '1'],
    ] as const) {
      const button = screen.getByRole('button', { name });
      // Live from the first paint: never shown disabled.
      expect(button).toBeEnabled();
      expect(button).toHaveAttribute(CAROUSEL.step, step);
      expect(button).toHaveAttribute('aria-controls', track?.id);
    }
    // Reachable from the keyboard, where the arrow keys scroll it even without a script.
    expect(track).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('group', { name: '3 of 7' })).toHaveAttribute(
      CAROUSEL.announce,
      'First card: Water Analysis (3 of 7)',
    );
  });

  it('reports a card’s click as a service card click, through the page script', async () => {
    const user = userEvent.setup();
    startAnalytics();
    prerendered();
    const card = screen.getByRole('link', { name: /Water Analysis/ });
    expect(card).toHaveAttribute('href', '/services/water-analysis');
    card.addEventListener('click', (event) => event.preventDefault());
    await user.click(card);
    expect(window.dataLayer).toContainEqual({
      event: 'click',
      category: 'service_card',
      label: 'water-analysis',
    });
  });

  it('has no WCAG A or AA violation', async () => {
    prerendered();
    await expectNoAxeViolation();
  });
});
