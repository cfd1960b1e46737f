import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsRegion } from '../components/notifications/notifications-provider';
import { PrintButton } from '../features/sampling/components/print-button';
import { startPageActions } from './page-actions';

describe('the page script’s page actions', () => {
  // What a test wrote into the page itself (Testing Library removes only what it rendered).
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('moves focus to the notification region on F8', () => {
    render(<NotificationsRegion />);
    startPageActions();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('prints from a print button', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    // As pre-rendered: shown disabled, since nothing would print before the script runs.
    document.body.innerHTML = renderToString(
      <PrintButton label="Print Instructions" variant="outlined" />,
    );
    const button = screen.getByRole('button', { name: 'Print Instructions' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    startPageActions();
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('leaves a print button React renders in the browser enabled', () => {
    render(<PrintButton label="Print Instructions" variant="outlined" />);
    expect(screen.getByRole('button', { name: 'Print Instructions' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});
