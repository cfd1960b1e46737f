import { logger } from '../logging/logger';
import { buildAuditEntry, type AuditAction, type AuditSource } from './audit-entry';
import type { AuditStore } from './audit-store';

/**
 * Runs an admin action and records it: its result is handed back only once the entry is
 * stored. An action that cannot be recorded is not done: the write's error propagates (a
 * 500), and nothing the action read is returned. `action` may depend on the result (an
 * outcome), and may be several entries (a status change with a note). An action that
 * throws is not recorded here.
 */
export async function recorded<T>(
  trail: Pick<AuditStore, 'append'>,
  source: AuditSource,
  action: AuditAction | AuditAction[] | ((result: T) => AuditAction | AuditAction[]),
  run: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  const result = await run();
  const done = typeof action === 'function' ? action(result) : action;
  for (const entry of [done].flat()) {
    await trail.append(buildAuditEntry(entry, source, now()));
  }
  return result;
}

/**
 * Records an event whose answer stands whether or not it is recorded (a refused sign-in, a
 * sign-out): a failure is logged, with the entry, and swallowed.
 */
export async function recordOrLog(
  trail: Pick<AuditStore, 'append'>,
  source: AuditSource,
  action: AuditAction,
  now: () => number = Date.now,
): Promise<void> {
  let entry;
  try {
    entry = buildAuditEntry(action, source, now());
  } catch (error) {
    logger.error('Audit event not recorded', { action, error: error as Error });
    return;
  }
  // A failed write is logged by `append`, with the entry.
  await trail.append(entry).catch(() => undefined);
}
