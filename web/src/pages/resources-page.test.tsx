import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RESOURCE_KEYS, resourceDestination } from '../content/resources';
import { renderWithApp } from '../test/render';
import ResourcesPage from './resources-page';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(route: string) {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/resources" element={<ResourcesPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Location />
    </>,
    { route },
  );
}

describe('resource library', () => {
  it('shows the three cards with their destinations', () => {
    renderAt('/resources');
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

  it('opens the page a ?resource= key names', async () => {
    renderAt('/resources?resource=soil-bags');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/request-bags');
  });

  it('opens a crop guide from its key', async () => {
    renderAt('/resources?resource=corn');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sampling/corn-instructions');
  });

  it('shows the not-found notice for any other key and stays on the library', async () => {
    renderAt('/resources?resource=moon-rocks');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Resource not found. Please try again.');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/resources$/);
    expect(screen.getByRole('heading', { name: 'Ship Your Sample' })).toBeInTheDocument();
  });
});
