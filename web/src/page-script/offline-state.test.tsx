import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineStatus } from '../components/offline-status';
import { OFFLINE_STATUS } from './attributes';
import { startOfflineState } from './offline-state';

const part = (name: keyof typeof OFFLINE_STATUS) =>
  document.querySelector<HTMLElement>(`[${OFFLINE_STATUS[name]}]`)!;

describe('the page script’s offline state', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('shows the offline banner while the network is gone, and nothing else until the worker says so', () => {
    // As pre-rendered: every part hidden.
    document.body.innerHTML = renderToString(<OfflineStatus />);
    for (const name of ['offline', 'available', 'update'] as const) {
      expect(part(name)).not.toBeVisible();
    }
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    startOfflineState();
    expect(part('offline')).not.toBeVisible();

    online.mockReturnValue(false);
    fireEvent(window, new Event('offline'));
    expect(screen.getByText(/You are offline/)).toBeVisible();
    expect(part('available')).not.toBeVisible();

    online.mockReturnValue(true);
    fireEvent(window, new Event('online'));
    expect(part('offline')).not.toBeVisible();
  });

  it('reloads into the new release from the update notice', () => {
    document.body.innerHTML = renderToString(<OfflineStatus />);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    startOfflineState();
    fireEvent.click(part('reload'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
