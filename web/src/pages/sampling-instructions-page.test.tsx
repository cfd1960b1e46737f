import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createEmotionCache } from '../app/emotion-cache';
import { Providers } from '../app/providers';
import { renderWithApp } from '../test/render';
import SamplingInstructionsPage from './sampling-instructions-page';

/** Shows where the router is, so a test can see what switching tabs does to the URL. */
function LocationProbe() {
  const { search } = useLocation();
  const type = useNavigationType();
  return <output data-testid="location">{`${search}|${type}`}</output>;
}

function setup(route = '/sampling-instructions') {
  const user = userEvent.setup();
  renderWithApp(
    <>
      <SamplingInstructionsPage />
      <LocationProbe />
    </>,
    { route },
  );
  return { user, location: () => screen.getByTestId('location').textContent };
}

const TABS = ['Soil', 'Plant Tissue', 'Potato', 'Alfalfa', 'Cereal', 'Corn', 'Peas'];

function expectSelected(name: string) {
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(name);
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAccessibleName(name);
  return panel;
}

describe('/sampling-instructions tabs', () => {
  it('has the seven tabs in order, each controlling its own panel', () => {
    setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TABS);
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Sample type');
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
  });

  it('opens on the soil tab, which links to the full soil guide', () => {
    setup();
    const panel = expectSelected('Soil');
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Soil sampling');
    expect(panel).toHaveTextContent(/15-20 cores/);
    expect(within(panel).getByRole('link')).toHaveAttribute('href', '/soil-sampling-instructions');
  });

  it('selects the tab named in ?tab=', () => {
    setup('/sampling-instructions?tab=corn');
    const panel = expectSelected('Corn');
    expect(panel).toHaveTextContent(/15-20 leaves from random plants/);
    expect(panel).toHaveTextContent(/3rd-5th leaf from the top/);
    expect(within(panel).getByRole('link', { name: 'Full Corn Instructions' })).toHaveAttribute(
      'href',
      '/sampling/corn-instructions',
    );
  });

  it('falls back to soil for an unknown tab', () => {
    setup('/sampling-instructions?tab=banana');
    expectSelected('Soil');
  });

  it('puts the selected tab in the URL, replacing the history entry', async () => {
    const { user, location } = setup();
    await user.click(screen.getByRole('tab', { name: 'Potato' }));
    expectSelected('Potato');
    expect(location()).toBe('?tab=potato|REPLACE');

    await user.click(screen.getByRole('tab', { name: 'Plant Tissue' }));
    expect(location()).toBe('?tab=plant-tissue|REPLACE');

    // Soil is the page's own address: no query string.
    await user.click(screen.getByRole('tab', { name: 'Soil' }));
    expectSelected('Soil');
    expect(location()).toBe('|REPLACE');
  });

  it('makes each tab a link to its own address, which a click after hydration does not follow', () => {
    setup();
    const hrefs = screen.getAllByRole('tab').map((tab) => tab.getAttribute('href'));
    expect(hrefs).toEqual([
      '/sampling-instructions',
      '/sampling-instructions?tab=plant-tissue',
      '/sampling-instructions?tab=potato',
      '/sampling-instructions?tab=alfalfa',
      '/sampling-instructions?tab=cereal',
      '/sampling-instructions?tab=corn',
      '/sampling-instructions?tab=peas',
    ]);
    // fireEvent answers false when a handler prevented the browser's own navigation.
    expect(fireEvent.click(screen.getByRole('tab', { name: 'Corn' }))).toBe(false);
    expectSelected('Corn');
    // A new tab or window is the browser's to open.
    expect(fireEvent.click(screen.getByRole('tab', { name: 'Peas' }), { ctrlKey: true })).toBe(
      true,
    );
  });

  it('keeps other query parameters when switching tabs', async () => {
    const { user, location } = setup('/sampling-instructions?utm_source=flyer');
    await user.click(screen.getByRole('tab', { name: 'Peas' }));
    expect(location()).toBe('?utm_source=flyer&tab=peas|REPLACE');
  });

  it('plant tissue tab gives the general rules and links to the sample instructions', () => {
    setup('/sampling-instructions?tab=plant-tissue');
    const panel = expectSelected('Plant Tissue');
    expect(panel).toHaveTextContent(/20-30 plants/);
    expect(panel).toHaveTextContent(/within 24 hours/i);
    expect(
      within(panel).getByRole('link', { name: 'Plant Tissue Sample Instructions' }),
    ).toHaveAttribute('href', '/plant-tissue-sample-instructions');
  });

  it.each([
    ['potato', 'Potato', /30-40 leaves/],
    ['alfalfa', 'Alfalfa', /about 200 g/i],
    ['cereal', 'Cereal', /40-50 leaves from 15-25 plants/],
    ['peas', 'Peas', /2-3 leaflet pairs/],
  ])('%s tab summarizes the crop and links to its guide', (id, name, figure) => {
    setup(`/sampling-instructions?tab=${id}`);
    const panel = expectSelected(name);
    expect(panel).toHaveTextContent(figure);
    expect(within(panel).getByRole('link', { name: `Full ${name} Instructions` })).toHaveAttribute(
      'href',
      `/sampling/${id}-instructions`,
    );
  });

  it('keeps the tab bar and buttons off paper; hidden panels are not shown', () => {
    setup();
    expect(screen.getByRole('tablist').closest('.no-print')).not.toBeNull();
    expect(
      screen.getByRole('link', { name: 'Full Soil Sampling Instructions' }).closest('.no-print'),
    ).not.toBeNull();
    const panels = document.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(7);
    expect([...panels].filter((panel) => !panel.hasAttribute('hidden'))).toHaveLength(1);
  });
});

describe('/sampling-instructions hydration', () => {
  it('hydrates the pre-rendered soil tab without a mismatch, then selects ?tab=', async () => {
    const page = (router: 'server' | 'client') => {
      const app = (
        <Providers cache={createEmotionCache()}>
          <SamplingInstructionsPage />
        </Providers>
      );
      // The pre-renderer renders each path without a query string.
      return router === 'server' ? (
        <StaticRouter location="/sampling-instructions">{app}</StaticRouter>
      ) : (
        <MemoryRouter initialEntries={['/sampling-instructions?tab=corn']}>{app}</MemoryRouter>
      );
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('server'));
    document.body.appendChild(container);
    expect(within(container).getByRole('tab', { selected: true })).toHaveTextContent('Soil');

    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, page('client'), { onRecoverableError }),
    );

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(within(container).getByRole('tab', { selected: true })).toHaveTextContent('Corn');
    act(() => root.unmount());
    container.remove();
  });
});
