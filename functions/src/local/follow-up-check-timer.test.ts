import { describe, expect, it } from 'vitest';
import { startFollowUpCheckTimer } from './follow-up-check-timer';
import { localFollowUpCheckMs } from './mail';

/* The local stand-in for the worker's schedule: checks on a timer, after the API's lulls. */

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the local follow-up checks', () => {
  it('check again and again, each after the lull it waits for, and go on after a failed one', async () => {
    const events: string[] = [];
    const logs: string[] = [];
    let calls = 0;
    const checks = startFollowUpCheckTimer({
      everyMs: 5,
      before: async () => {
        events.push('lull');
      },
      check: async () => {
        events.push('check');
        if (++calls === 1) throw new Error('DynamoDB Local restarting');
      },
      log: (line) => logs.push(line),
    });
    while (calls < 3) await wait(10);
    await checks.stop();
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(events.slice(0, 4)).toEqual(['lull', 'check', 'lull', 'check']);
    expect(logs).toEqual([
      'Mail worker: follow-up check failed, the next one tries again: Error: DynamoDB Local restarting',
    ]);
    const after = calls;
    await wait(30);
    expect(calls).toBe(after);
  });

  it('stop at once between checks, and let a check in hand finish', async () => {
    let finished = false;
    const idle = startFollowUpCheckTimer({ everyMs: 60_000, check: async () => {}, log: () => {} });
    const stopping = Date.now();
    await idle.stop();
    expect(Date.now() - stopping).toBeLessThan(1000);

    let started = () => {};
    const inHand = new Promise<void>((resolve) => (started = resolve));
    const busy = startFollowUpCheckTimer({
      everyMs: 1,
      check: async () => {
        started();
        await wait(50);
        finished = true;
      },
      log: () => {},
    });
    await inHand;
    await busy.stop();
    expect(finished).toBe(true);
  });

  it('look a tenth of the receipt interval apart, between 1 and 5 s', () => {
    expect(localFollowUpCheckMs(30)).toBe(3000);
    expect(localFollowUpCheckMs(5)).toBe(1000);
    expect(localFollowUpCheckMs(3600)).toBe(5000);
  });
});
