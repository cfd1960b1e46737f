import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const used = times.user + times.nice + times.sys + times.irq;
    busy += used;
    total += used + times.idle;
  }
  return { busy, total };
}

/** The share of all CPUs (0-1) in use over the next `ms`, by anything on the machine. */
export async function cpuBusy(ms: number): Promise<number> {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

export interface IdleWait {
  /** CPU share in use in the last sample before the run started. */
  busy: number;
  waitedSeconds: number;
}

/**
 * Holds the next run until the CPUs are nearly idle, for at most `maxSeconds`. Lighthouse
 * times the page's main thread on this machine and scales it 4× for mobile, so a test run or
 * a build sharing the 2 cores shows up as TBT that the site does not have. Called between
 * runs, when this benchmark's own browser and server are idle.
 */
export async function waitForIdle(
  maxSeconds: number,
  onWait: (busy: number) => void,
  threshold = 0.25,
): Promise<IdleWait> {
  const started = performance.now();
  let busy = await cpuBusy(500);
  let lastNotice = -Infinity;
  while (busy > threshold && performance.now() - started < maxSeconds * 1000) {
    if (performance.now() - lastNotice > 15_000) {
      onWait(busy);
      lastNotice = performance.now();
    }
    busy = await cpuBusy(1000);
  }
  return { busy, waitedSeconds: Math.round((performance.now() - started) / 100) / 10 };
}
