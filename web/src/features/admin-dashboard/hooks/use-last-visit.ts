import { useEffect, useState } from 'react';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { STORAGE_KEYS } from '@lab/shared/constants/storage-keys';

type Visits = Record<string, Partial<Record<RecordKind, string>>>;

function readVisits(): Visits {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.inboxLastVisit) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Visits) : {};
  } catch {
    // Storage blocked or a value written by hand: nothing is marked new, nothing breaks.
    return {};
  }
}

/** When `username` last looked at the `kind` list in this browser (epoch ms), if ever. */
export function readLastVisit(username: string, kind: RecordKind): number | null {
  const at = readVisits()[username]?.[kind];
  const ms = at ? Date.parse(at) : NaN;
  return Number.isNaN(ms) ? null : ms;
}

/** Remembers that `username` looked at the `kind` list at `at` (epoch ms). */
export function storeLastVisit(username: string, kind: RecordKind, at: number): void {
  try {
    const visits = readVisits();
    visits[username] = { ...visits[username], [kind]: new Date(at).toISOString() };
    localStorage.setItem(STORAGE_KEYS.inboxLastVisit, JSON.stringify(visits));
  } catch {
    // A full or blocked storage only loses the New marks.
  }
}

/**
 * The "New since your last visit" mark of one list for one person: the time they last
 * looked at it, read when the list opens and held while it stays open (so the marks do not
 * vanish while being read). The time the list was opened is stored when they leave it
 * (another tab, sign-out), not on page unload: a reload keeps the marks, and a record
 * that arrives while the list is open is still new next time. Null for someone's first
 * visit or an unknown username: nothing is marked, rather than everything. `shown`: the
 * list is on screen (false while kept hidden behind another tab, which is leaving it).
 */
export function useLastVisit(
  username: string | null,
  kind: RecordKind,
  shown = true,
): number | null {
  const read = () => (username ? readLastVisit(username, kind) : null);
  const [opening, setOpening] = useState(() => ({ shown, since: read() }));
  // A kept list shown again opens again: read anew what leaving it stored, as a list drawn
  // afresh would.
  if (opening.shown !== shown) setOpening({ shown, since: shown ? read() : opening.since });
  useEffect(() => {
    if (!username || !shown) return;
    const openedAt = Date.now();
    return () => storeLastVisit(username, kind, openedAt);
  }, [username, kind, shown]);
  return opening.since;
}
