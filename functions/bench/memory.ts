import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Resident set and V8 heap in use, in bytes. */
export interface MemoryFigures {
  rss: number;
  heapUsed: number;
}

export interface MemoryPeak {
  /** Right before, after a full garbage collection. */
  baseline: MemoryFigures;
  /** The largest of each figure over the samples. */
  peak: MemoryFigures;
  /** Peak less baseline: what the measured work added at most. */
  added: MemoryFigures;
  samples: number;
}

let collect: (() => void) | undefined;

/**
 * A full garbage collection, so a baseline is live memory rather than whatever garbage the
 * work before it left. V8's `gc` is exposed at run time, so `npm run bench:api` needs no
 * `--expose-gc` flag.
 */
export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

const reading = (): MemoryFigures => {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};

/**
 * Samples this process's memory every `intervalMs` while `work` runs (a timer fires between
 * the work's I/O callbacks, so a busy event loop is sampled less often, but still sampled). Returns
 * the work's result and the peak over the baseline.
 */
export async function peakMemoryDuring<T>(
  work: () => Promise<T>,
  intervalMs = 5,
): Promise<{ result: T; memory: MemoryPeak }> {
  collectGarbage();
  const baseline = reading();
  const peak = { ...baseline };
  let samples = 0;
  const sample = () => {
    const now = reading();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    samples++;
  };
  const timer = setInterval(sample, intervalMs);
  try {
    const result = await work();
    sample();
    return {
      result,
      memory: {
        baseline,
        peak,
        added: { rss: peak.rss - baseline.rss, heapUsed: peak.heapUsed - baseline.heapUsed },
        samples,
      },
    };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The most live heap `work` holds at once above what was live before it: every
 * `intervalMs` a full garbage collection, then the heap in use. Garbage the work leaves for
 * the collector (which the plain peak counts, as much as the young generation holds before
 * a collection) is not counted, so this is the figure that shows whether memory grows with
 * the work's size. The collections slow the work: time it in another run.
 */
export async function peakLiveHeapDuring(
  work: () => Promise<unknown>,
  intervalMs = 20,
): Promise<{ baseline: number; peak: number; added: number; samples: number }> {
  collectGarbage();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  let samples = 0;
  const sample = () => {
    collectGarbage();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    samples++;
  };
  const timer = setInterval(sample, intervalMs);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return { baseline, peak, added: peak - baseline, samples };
}
