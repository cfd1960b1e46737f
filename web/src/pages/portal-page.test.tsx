import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE } from '../config/site';
import { TUTORIAL_VIDEOS } from '../content/tutorials';
import { renderWithApp } from '../test/render';
import PortalPage from './portal-page';

const EMPTY = 'No videos found with the selected tag';

function setup() {
  const user = userEvent.setup();
  renderWithApp(<PortalPage />, { route: '/portal' });
  const filters = screen.getByRole('group', { name: 'Filter videos by tag' });
  const filter = (name: string) => within(filters).getByRole('button', { name });
  const videoTitles = () =>
    within(screen.getByRole('region', { name: 'Tutorial videos' }))
      .queryAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
  return { user, filter, filters, videoTitles };
}

describe('Client portal page', () => {
  it('opens the same registration page in a new tab from both access cards', () => {
    setup();
    for (const name of [/Register as a Farmer/, /Register as a Distributor/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', SITE.portal.registration);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Farmer Access' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Distributor Access' }),
    ).toBeInTheDocument();
  });

  it('offers the six tag filters and starts on All, showing both videos', () => {
    const { filters, filter, videoTitles } = setup();
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Farmer', 'Distributor', 'Soil', 'Water', 'Plant Tissue']);
    expect(filter('All')).toHaveAttribute('aria-pressed', 'true');
    expect(filter('Farmer')).toHaveAttribute('aria-pressed', 'false');
    expect(videoTitles()).toEqual(TUTORIAL_VIDEOS.map((video) => video.title));
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
  });

  it('shows only the videos carrying the chosen tag', async () => {
    const { user, filter, videoTitles } = setup();
    await user.click(filter('Distributor'));
    expect(filter('Distributor')).toHaveAttribute('aria-pressed', 'true');
    expect(filter('All')).toHaveAttribute('aria-pressed', 'false');
    expect(videoTitles()).toEqual(['Manage grower accounts and plant tissue results']);

    await user.click(filter('Soil'));
    expect(videoTitles()).toEqual(['Register and submit your first soil samples']);
  });

  it('says so when no video carries the tag, and All brings them back', async () => {
    const { user, filter, videoTitles } = setup();
    await user.click(filter('Water'));
    expect(screen.getByRole('status')).toHaveTextContent(EMPTY);
    expect(videoTitles()).toEqual([]);

    await user.click(filter('All'));
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
    expect(videoTitles()).toHaveLength(TUTORIAL_VIDEOS.length);
  });

  it('works from the keyboard', async () => {
    const { user, filter, videoTitles } = setup();
    filter('Plant Tissue').focus();
    await user.keyboard('{Enter}');
    expect(videoTitles()).toEqual(['Manage grower accounts and plant tissue results']);
  });
});
