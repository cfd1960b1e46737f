import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { StaffHeader } from './staff-header';

describe('staff header links', () => {
  it('links the staff screens on each of them, marking the one shown', async () => {
    renderWithApp(<StaffHeader />, { route: '/admin/receive' });

    const nav = await screen.findByRole('navigation', { name: 'Staff' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    const receive = within(nav).getByRole('link', { name: 'Receive samples' });
    expect(receive).toHaveAttribute('href', '/admin/receive');
    expect(receive).toHaveAttribute('aria-current', 'page');
  });

  it('has nothing to follow on the sign-in page', () => {
    renderWithApp(<StaffHeader />, { route: '/admin' });
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
  });
});
