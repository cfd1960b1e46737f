/**
 * Each 500 logs its cause, as in Lambda: during the load, count those lines by cause
 * instead of printing thousands.
 */
export interface ErrorTally {
  count: number;
  /** Error name and detail, port numbers left out → lines. */
  causes: Record<string, number>;
}

/** Swaps console.error for a tally of the handlers' error lines, until `restore`. */
export function tallyErrors() {
  const original = console.error;
  const tally: ErrorTally = { count: 0, causes: {} };
  console.error = (...args: unknown[]) => {
    tally.count++;
    const line = args.map(String).join(' ');
    let cause = line.slice(0, 120);
    try {
      const parsed = JSON.parse(line) as { error?: string; detail?: string };
      cause = `${parsed.error ?? '?'}: ${parsed.detail ?? ''}`.slice(0, 160);
    } catch {
      // not one of the handlers' JSON lines: keep its start
    }
    cause = cause.replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>');
    tally.causes[cause] = (tally.causes[cause] ?? 0) + 1;
  };
  return {
    tally,
    restore: () => {
      console.error = original;
    },
  };
}
