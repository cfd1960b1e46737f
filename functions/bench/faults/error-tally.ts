/**
 * Each 500 logs its cause, as in Lambda: during the load, count those lines by cause
 * instead of printing thousands.
 */
export interface ErrorTally {
  count: number;
  /** Error name and detail, port numbers left out → lines. */
  causes: Record<string, number>;
}

interface LogLine {
  level?: string;
  message?: string;
  error?: { name?: string; message?: string };
}

/**
 * Takes the handlers' error lines (the Powertools logger writes them to stderr, one JSON
 * object a line) off stderr and tallies them by cause, until `restore`. Request lines are
 * dropped: the evaluation counts answers itself. Anything else still reaches stderr.
 */
export function tallyErrors() {
  const write = process.stderr.write.bind(process.stderr);
  const tally: ErrorTally = { count: 0, causes: {} };
  const take = (line: string): boolean => {
    let parsed: LogLine;
    try {
      parsed = JSON.parse(line) as LogLine;
    } catch {
      return false;
    }
    if (parsed.level !== 'ERROR') return false;
    if (parsed.message === 'request') return true;
    tally.count++;
    const cause = `${parsed.error?.name ?? parsed.message ?? '?'}: ${parsed.error?.message ?? ''}`
      .slice(0, 160)
      .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>');
    tally.causes[cause] = (tally.causes[cause] ?? 0) + 1;
    return true;
  };
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    const kept = text.split('\n').filter((line) => line.trim() !== '' && !take(line));
    return kept.length === 0 ? true : write(`${kept.join('\n')}\n`, ...rest);
  }) as typeof process.stderr.write;
  return {
    tally,
    restore: () => {
      process.stderr.write = write;
    },
  };
}
