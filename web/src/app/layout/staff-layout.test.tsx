import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../config/site';
import { renderWithApp } from '../../test/render';
import { AppRoutes } from '../router';

/** Each page is a lazily loaded chunk: the first load in a busy test run can take a while. */
const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });

describe('staff pages: a compact staff header, no public navigation or footer', () => {
  it.each([
    // Without a token the dashboard sends staff on to the login: still the staff layout.
    ['/admin', 'Admin Login'],
    ['/admin/dashboard', 'Admin Login'],
  ])('%s shows the staff header and nothing of the public site', async (path, heading) => {
    renderWithApp(<AppRoutes />, { route: path });
    expect(await h1()).toHaveTextContent(heading);

    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent(SITE.name);
    expect(within(header).getByText('Staff')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /theme/i })).toBeInTheDocument();
    // Nothing in it leads away from the work.
    expect(within(header).queryAllByRole('link')).toEqual([]);

    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Services' })).toBeNull();
    // The skip link and the main landmark stay.
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it.each(['/', '/services', '/contact', '/admin/nowhere'])(
    '%s keeps the public header, navigation and footer',
    async (path) => {
      renderWithApp(<AppRoutes />, { route: path });
      await h1();
      const header = screen.getByRole('banner');
      expect(within(header).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(within(header).getByRole('link', { name: `${SITE.name} home` })).toHaveAttribute(
        'href',
        '/',
      );
      expect(within(header).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
      expect(within(header).queryByText('Staff')).toBeNull();
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('navigation', { name: 'Legal' })).toBeInTheDocument();
    },
  );
});
