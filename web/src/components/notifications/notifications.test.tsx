import { act, fireEvent, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { TOAST_DURATION_MS } from './toast-host';
import { useNotify, type Notice } from './use-notify';

function Trigger({ notices }: { notices: Notice[] }) {
  const notify = useNotify();
  return (
    <>
      {notices.map((notice, index) => (
        <button key={index} onClick={() => notify(notice)}>
          show {index}
        </button>
      ))}
    </>
  );
}

describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const notices: Notice[] = [
    { title: 'Email Copied', description: 'jo@example.com copied to clipboard', tone: 'success' },
    { title: 'Login Failed', description: 'Invalid credentials', tone: 'destructive' },
  ];

  it('shows one toast at a time: a new one replaces the old', async () => {
    renderWithApp(<Trigger notices={notices} />);
    fireEvent.click(screen.getByText('show 0'));
    expect(await screen.findByText('Email Copied')).toBeInTheDocument();
    fireEvent.click(screen.getByText('show 1'));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Email Copied')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('loads the toast code on the first notice and shows what was asked meanwhile', async () => {
    renderWithApp(<Trigger notices={notices} />);
    // Both before the toast code has arrived: the later one wins, as it would once loaded.
    fireEvent.click(screen.getByText('show 0'));
    fireEvent.click(screen.getByText('show 1'));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Email Copied')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('hides a toast after 5000 ms', async () => {
    vi.useRealTimers();
    renderWithApp(<Trigger notices={notices} />);
    fireEvent.click(screen.getByText('show 0'));
    expect(await screen.findByText('Email Copied')).toBeInTheDocument();
    const shown = Date.now();
    await waitForElementToBeRemoved(() => screen.queryByText('Email Copied'), { timeout: 8000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(TOAST_DURATION_MS);
  }, 10_000);

  it('makes destructive toasts look destructive and announce as alerts', async () => {
    renderWithApp(<Trigger notices={notices} />);
    fireEvent.click(screen.getByText('show 1'));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(toast.className).toMatch(/MuiAlert-filled/);
    expect(toast.className).toMatch(/MuiAlert-colorError/);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('dismisses on a swipe right past 50 px, not before', async () => {
    vi.useRealTimers();
    renderWithApp(<Trigger notices={notices} />);
    fireEvent.click(screen.getByText('show 0'));
    let toast = await screen.findByTestId('toast');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByText('Email Copied')).toBeInTheDocument();
    toast = screen.getByTestId('toast');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 160 });
    fireEvent.pointerUp(toast, { clientX: 160 });
    await waitForElementToBeRemoved(() => screen.queryByText('Email Copied'), { timeout: 2000 });
  });

  it('moves focus to the notification region on F8', () => {
    renderWithApp(<Trigger notices={notices} />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });
});
