import { useEffect, useState } from 'react';

/**
 * The current instant (epoch ms), read again every `everyMs`: a promise that falls due while
 * the dashboard is open flags its card within that time, without a reload.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
