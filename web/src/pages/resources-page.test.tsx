import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESOURCE_KEYS, resourceDestination } from '../content/resources';
import { renderWithApp } from '../test/render';
import ResourcesPage from './resources-page';

describe('resource library', () => {
  it('shows the three cards with their destinations', () => {
    renderWithApp(<ResourcesPage />, { route: '/resources' });
    const cards = [
      ['Ship Your Sample', 'Request a Shipping Label', '/ship-sample'],
      ['Request Sample Containers', 'Request Containers', '/request-bags'],
      ['Sample Instructions', 'View Instructions', '/plant-tissue-sample-instructions'],
    ];
    for (const [title, action, href] of cards) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
    }
  });

  it('maps every resource key of the spec to its page', () => {
    for (const key of ['shipping-labels', 'soil-bags', 'water-bottles', 'custom-analysis']) {
      expect(resourceDestination(key)).toBe('/request-bags');
    }
    for (const crop of ['potato', 'alfalfa', 'cereal', 'corn', 'peas']) {
      expect(resourceDestination(crop)).toBe(`/sampling/${crop}-instructions`);
    }
    expect(Object.keys(RESOURCE_KEYS)).toHaveLength(9);
    expect(resourceDestination('toString')).toBeUndefined();
  });

  // Opening the page a known key names is a page load (window.location.replace), which jsdom
  // does not do: Chromium checks it (e2e/request-forms.spec.ts).
  it('shows the not-found notice for any other key and stays on the library', async () => {
    window.history.replaceState(null, '', '/resources?resource=moon-rocks&utm_source=flyer');
    renderWithApp(<ResourcesPage />, { route: '/resources' });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Resource not found. Please try again.');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(window.location.pathname + window.location.search).toBe('/resources?utm_source=flyer');
    expect(screen.getByRole('heading', { name: 'Ship Your Sample' })).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });
});
