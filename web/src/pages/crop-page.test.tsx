import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeFor } from '../config/site-routes';
import { CROP_SPEC } from '../test/crop-spec';
import { renderWithApp } from '../test/render';
import CropPage from './crop-page';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrase = (text: string) => new RegExp(escape(text), 'i');

const listed = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

function renderCrop(path: string) {
  return renderWithApp(<CropPage />, { route: path });
}

describe('crop pages', () => {
  it.each(Object.entries(CROP_SPEC))('%s shows every figure of the spec', (id, crop) => {
    renderCrop(`/sampling/${id}-instructions`);
    const main = document.body;
    for (const figure of crop.figures) expect(main).toHaveTextContent(phrase(figure));
    expect(listed(screen.getByRole('region', { name: 'Label each bag with' }))).toEqual(
      crop.labels,
    );
    if (crop.form) {
      expect(listed(screen.getByRole('region', { name: 'On the submission form' }))).toEqual(
        crop.form,
      );
    }
  });

  it.each(Object.entries(CROP_SPEC))(
    '%s has one h1 and the four guide sections as h2',
    (id, { name }) => {
      renderCrop(`/sampling/${id}-instructions`);
      const h1s = screen.getAllByRole('heading', { level: 1 });
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toHaveTextContent(`${name} Tissue Sampling Instructions`);
      expect(
        screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
      ).toEqual([
        'When to sample',
        'What to sample',
        'How much to collect',
        'Handling and shipping',
        'Other crop guides',
      ]);
      // The page title of the route list and the h1 agree.
      expect(routeFor(`/sampling/${id}-instructions`)?.title).toBe(
        `${name} Tissue Sampling Instructions`,
      );
    },
  );

  it.each(Object.keys(CROP_SPEC))('%s links back to all crops and to the bag request', (id) => {
    renderCrop(`/sampling/${id}-instructions`);
    expect(screen.getByRole('link', { name: 'Back to All Crops' })).toHaveAttribute(
      'href',
      '/sampling/plant-tissue-instructions',
    );
    expect(screen.getByRole('link', { name: 'Request Sample Bags' })).toHaveAttribute(
      'href',
      '/request-bags',
    );
  });

  it('links to the four other crops, not to itself', () => {
    renderCrop('/sampling/corn-instructions');
    const others = within(screen.getByRole('navigation', { name: 'Other crop guides' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(others).toEqual([
      '/sampling/potato-instructions',
      '/sampling/alfalfa-instructions',
      '/sampling/cereal-instructions',
      '/sampling/peas-instructions',
    ]);
  });

  it('keeps the buttons off paper', () => {
    renderCrop('/sampling/peas-instructions');
    for (const name of ['Back to All Crops', 'Request Sample Bags', /print this guide/i]) {
      const control = screen.queryByRole('link', { name }) ?? screen.getByRole('button', { name });
      expect(control.closest('.no-print')).not.toBeNull();
    }
  });

  it('finds the crop with a trailing slash too', () => {
    renderCrop('/sampling/cereal-instructions/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cereal Tissue Sampling Instructions' }),
    ).toBeInTheDocument();
  });

  it('shows the not-found screen for a path that is not a crop', () => {
    renderCrop('/sampling/banana-instructions');
    expect(
      screen.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
  });
});
