import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
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

/**
 * Moves the fake clock on by `ms` in small steps, each inside act, so React renders between
 * timers as it would in a browser: a timer that a render starts (the exit transition after
 * the hide timer) then runs within the same call.
 */
async function elapse(ms: number, step = 50) {
  for (let passed = 0; passed < ms; passed += step) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(step, ms - passed)));
  }
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
    // The new toast waits for the old one's exit transition.
    await elapse(1000);
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
    expect(screen.queryByText('Email Copied')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('loads the toast code on the first notice and shows what was asked meanwhile', async () => {
    renderWithApp(<Trigger notices={notices} />);
    // Both before the toast code has arrived: the later one wins, as it would once loaded.
    fireEvent.click(screen.getByText('show 0'));
    fireEvent.click(screen.getByText('show 1'));
    await act(() => vi.dynamicImportSettled());
    await elapse(1000);
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
    expect(screen.queryByText('Email Copied')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('hides a toast after 5000 ms', async () => {
    // The clock moves only when told to, so "not before 5000 ms" holds however busy the machine.
    vi.useFakeTimers();
    renderWithApp(<Trigger notices={notices} />);
    fireEvent.click(screen.getByText('show 0'));
    // The toast code loads on the first notice; the toast shows once it has arrived.
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByText('Email Copied')).toBeInTheDocument();
    await elapse(5000 - 1);
    expect(screen.getByText('Email Copied')).toBeInTheDocument();
    // Then it leaves, through its exit transition.
    await elapse(1000);
    expect(screen.queryByText('Email Copied')).not.toBeInTheDocument();
  });

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
    renderWithApp(<Trigger notices={notices} />);
    fireEvent.click(screen.getByText('show 0'));
    let toast = await screen.findByTestId('toast');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    // Longer than entering and leaving take: a dismissed toast would be gone by now.
    await elapse(1000);
    expect(screen.getByText('Email Copied')).toBeInTheDocument();
    toast = screen.getByTestId('toast');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 160 });
    fireEvent.pointerUp(toast, { clientX: 160 });
    await elapse(1000);
    expect(screen.queryByText('Email Copied')).not.toBeInTheDocument();
  });
});
