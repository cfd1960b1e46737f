import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { AppRoutes, preloadPage } from './router';

// A page's chunk loads lazily: on a busy machine that takes more than the default second.
const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });

describe('router', () => {
  it.each([
    ['/services/water-analysis', 'Water Analysis'],
    ['/services/humic-substances-analysis/', 'Humic Substances Analysis'],
    ['/sampling/corn-instructions', 'Corn Tissue Sampling Instructions'],
    ['/request-bags', 'Request Sample Containers'],
    ['/resources/request', 'Request Sample Containers'],
  ])('renders %s from the route list', async (path, heading) => {
    renderWithApp(<AppRoutes />, { route: path });
    expect(await h1()).toHaveTextContent(heading);
  });

  it.each(['/services/crystal-ball-reading', '/sampling/kale-instructions', '/nope'])(
    'shows the not-found screen for %s',
    async (path) => {
      renderWithApp(<AppRoutes />, { route: path });
      expect(await h1()).toHaveTextContent('404 Page Not Found');
    },
  );

  it('preloads the chunk of the page a path shows, and the not-found page otherwise', async () => {
    const service = await import('../pages/service-page');
    const crop = await import('../pages/crop-page');
    const notFound = await import('../pages/not-found-page');
    expect((await preloadPage('/services/feed-analysis')).default).toBe(service.default);
    expect((await preloadPage('/sampling/peas-instructions/')).default).toBe(crop.default);
    expect((await preloadPage('/services/crystal-ball-reading')).default).toBe(notFound.default);
  });
});
