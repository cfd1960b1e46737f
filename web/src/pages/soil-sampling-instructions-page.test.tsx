import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import SoilSamplingInstructionsPage from './soil-sampling-instructions-page';

describe('/soil-sampling-instructions', () => {
  it('gives the soil figures of the spec', () => {
    renderWithApp(<SoilSamplingInstructionsPage />, { route: '/soil-sampling-instructions' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const text = document.body;
    expect(text).toHaveTextContent(/15-20 cores/);
    expect(text).toHaveTextContent(/0-6 inches/);
    expect(text).toHaveTextContent(/0-8 inches for deep-rooted crops/);
    expect(text).toHaveTextContent(/about 1 pound \(500 g\)/);
    expect(text).toHaveTextContent(/2-4 weeks before you apply fertilizer/);
    expect(text).toHaveTextContent(/clean plastic pail/);
  });

  it('links to the bag request and to contact', () => {
    renderWithApp(<SoilSamplingInstructionsPage />, { route: '/soil-sampling-instructions' });
    const bags = screen.getAllByRole('link', { name: 'Request Sample Bags' });
    for (const link of bags) expect(link).toHaveAttribute('href', '/resources/request');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
