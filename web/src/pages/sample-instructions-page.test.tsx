import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeFor } from '../config/site-routes';
import { renderWithApp } from '../test/render';
import SampleInstructionsPage from './sample-instructions-page';

const hrefs = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('/plant-tissue-sample-instructions', () => {
  it('has seven guide cards: soil, the tabbed overview and the five crops', () => {
    renderWithApp(<SampleInstructionsPage />, { route: '/plant-tissue-sample-instructions' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(hrefs('Sampling guides')).toEqual([
      '/soil-sampling-instructions',
      '/sampling-instructions',
      '/sampling/potato-instructions',
      '/sampling/alfalfa-instructions',
      '/sampling/cereal-instructions',
      '/sampling/corn-instructions',
      '/sampling/peas-instructions',
    ]);
  });

  it('has three support cards: contact, sample bags and shipping', () => {
    renderWithApp(<SampleInstructionsPage />, { route: '/plant-tissue-sample-instructions' });
    const support = hrefs('Help with your samples');
    expect(support).toEqual(['/contact', '/request-bags', '/ship-sample']);
    for (const href of support) expect(routeFor(href ?? '')).toBeDefined();
  });
});
