import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startTabs } from '../page-script/tabs';
import { renderWithApp } from '../test/render';
import SamplingInstructionsPage from './sampling-instructions-page';

/** The page at `address`, with the page script's tabs started as in the browser. */
function setup(address = '/sampling-instructions') {
  const user = userEvent.setup();
  window.history.replaceState(null, '', address);
  renderWithApp(<SamplingInstructionsPage />, { route: address });
  startTabs();
  return { user, location: () => window.location.search };
}

const TABS = ['Soil', 'Plant Tissue', 'Potato', 'Alfalfa', 'Cereal', 'Corn', 'Peas'];

function expectSelected(name: string) {
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(name);
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAccessibleName(name);
  return panel;
}

describe('/sampling-instructions tabs', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

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
    expect(location()).toBe('?tab=potato');
    const entries = window.history.length;

    await user.click(screen.getByRole('tab', { name: 'Plant Tissue' }));
    expect(location()).toBe('?tab=plant-tissue');

    // Soil is the page's own address: no query string.
    await user.click(screen.getByRole('tab', { name: 'Soil' }));
    expectSelected('Soil');
    expect(location()).toBe('');
    expect(window.history.length).toBe(entries);
  });

  it('makes each tab a link to its own address, which a click once the script runs does not follow', () => {
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
    // fireEvent answers false when a listener prevented the browser's own navigation.
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
    expect(location()).toBe('?utm_source=flyer&tab=peas');
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

describe('/sampling-instructions keyboard', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('moves between tabs with the arrow keys, Home and End, one tab in the Tab order', async () => {
    const { user } = setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    tabs[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    expectSelected('Plant Tissue');
    await user.keyboard('{End}');
    expectSelected('Peas');
    await user.keyboard('{ArrowRight}');
    expectSelected('Soil');
    await user.keyboard('{ArrowLeft}');
    expectSelected('Peas');
    await user.keyboard('{Home}');
    expectSelected('Soil');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
  });
});
