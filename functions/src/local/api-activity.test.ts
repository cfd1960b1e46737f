import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiLulls, ApiActivity, QUIET_MS } from './api-activity';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ApiActivity', () => {
  it('is busy from the first request until QUIET_MS after the last', () => {
    const activity = new ApiActivity();
    const changes: boolean[] = [];
    activity.onChange((busy) => changes.push(busy));
    const first = activity.begin();
    const second = activity.begin();
    first();
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(activity.busy).toBe(true);
    second();
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(activity.busy).toBe(true);
    vi.advanceTimersByTime(1);
    expect(activity.busy).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('stays busy through a gap shorter than QUIET_MS, and counts an end once', () => {
    const activity = new ApiActivity();
    const changes: boolean[] = [];
    activity.onChange((busy) => changes.push(busy));
    const first = activity.begin();
    first();
    vi.advanceTimersByTime(QUIET_MS / 2);
    const second = activity.begin();
    first();
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(activity.busy).toBe(true);
    second();
    vi.advanceTimersByTime(QUIET_MS);
    expect(changes).toEqual([true, false]);
  });

  it('stops telling a listener that unsubscribed', () => {
    const activity = new ApiActivity();
    const changes: boolean[] = [];
    const unsubscribe = activity.onChange((busy) => changes.push(busy));
    activity.begin()();
    unsubscribe();
    vi.advanceTimersByTime(QUIET_MS);
    expect(changes).toEqual([true]);
  });
});

describe('apiLulls', () => {
  /** A background process's side of the IPC channel, and whether a wait has ended. */
  function setup(maxHoldMs = 30_000, connected = false) {
    const parent = Object.assign(new EventEmitter(), { connected });
    const waitForLull = apiLulls(parent as unknown as NodeJS.Process, maxHoldMs);
    const wait = () => {
      const state = { over: false };
      void waitForLull().then(() => (state.over = true));
      return state;
    };
    return { parent, wait };
  }

  it('does not wait while the API is idle, nor in a process with no parent', async () => {
    const { parent, wait } = setup();
    const first = wait();
    await vi.advanceTimersByTimeAsync(0);
    parent.emit('message', { apiBusy: false });
    const second = wait();
    await vi.advanceTimersByTimeAsync(0);
    expect([first.over, second.over]).toEqual([true, true]);
  });

  it.each([
    ["for a parent's first word on how the API stands", { connected: true, told: [] }],
    ['while the API is busy, until it is idle', { connected: false, told: [true] }],
  ])('waits %s', async (_, { connected, told }) => {
    const { parent, wait } = setup(30_000, connected);
    for (const apiBusy of told) parent.emit('message', { apiBusy });
    const waiting = wait();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(waiting.over).toBe(false);
    parent.emit('message', { apiBusy: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.over).toBe(true);
  });

  it('waits at most maxHoldMs under load that never lets up', async () => {
    const { parent, wait } = setup(1_000);
    parent.emit('message', { apiBusy: true });
    const waiting = wait();
    await vi.advanceTimersByTimeAsync(999);
    expect(waiting.over).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting.over).toBe(true);
  });

  it('stops waiting once the parent is gone, and ignores messages that are not its own', async () => {
    const { parent, wait } = setup();
    parent.emit('message', { apiBusy: true });
    const waiting = wait();
    parent.emit('message', { apiBusy: 'no' });
    parent.emit('message', null);
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.over).toBe(false);
    parent.emit('disconnect');
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.over).toBe(true);
  });
});
