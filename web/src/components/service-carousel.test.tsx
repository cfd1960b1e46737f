import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../content/services';
import { renderWithApp } from '../test/render';
import { ServiceCarousel } from './service-carousel';

const firstCard = () => within(screen.getAllByRole('group')[0] as HTMLElement).getByRole('link');

describe('service carousel', () => {
  it('shows one card per service, each linking to its page', () => {
    renderWithApp(<ServiceCarousel services={SERVICES} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      SERVICES.map((s) => `/services/${s.id}`),
    );
    expect(screen.getAllByRole('group')[0]).toHaveAttribute('aria-label', '1 of 7');
  });

  it('moves forward and back with the arrows, looping at both ends', async () => {
    const user = userEvent.setup();
    renderWithApp(<ServiceCarousel services={SERVICES} />);
    await user.click(screen.getByRole('button', { name: 'Previous service' }));
    expect(firstCard()).toHaveTextContent('Humic Substances Analysis');
    await user.click(screen.getByRole('button', { name: 'Next service' }));
    expect(firstCard()).toHaveTextContent('Soil Testing');
    await user.click(screen.getByRole('button', { name: 'Next service' }));
    expect(firstCard()).toHaveTextContent('Plant Tissue Testing');
  });

  it('moves with the Left and Right keys', () => {
    renderWithApp(<ServiceCarousel services={SERVICES} />);
    const region = screen.getByRole('region', { name: 'Core services' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(firstCard()).toHaveTextContent('Water Analysis');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(firstCard()).toHaveTextContent('Plant Tissue Testing');
  });

  it('records a service card click', async () => {
    const user = userEvent.setup();
    renderWithApp(<ServiceCarousel services={SERVICES} />);
    await user.click(screen.getByRole('link', { name: /Water Analysis/ }));
    expect(window.dataLayer).toContainEqual({
      event: 'click',
      category: 'service_card',
      label: 'water-analysis',
    });
  });
});
