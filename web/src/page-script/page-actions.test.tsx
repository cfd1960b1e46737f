import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NotificationsRegion } from '../components/notifications/notifications-provider';
import { PrintButton } from '../features/sampling/components/print-button';
import { startPageActions } from './page-actions';

describe('the page script’s page actions', () => {
  beforeAll(() => startPageActions());

  it('moves focus to the notification region on F8', () => {
    render(<NotificationsRegion />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('prints from a print button', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<PrintButton label="Print Instructions" variant="outlined" />);
    fireEvent.click(screen.getByRole('button', { name: 'Print Instructions' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
