import type { AuditAction } from '../../src/lib/audit/audit-entry';
import type { AuditStore } from '../../src/lib/audit/audit-store';

/** An admin read's audit action, for a test route that must declare one. */
export const VIEWED: AuditAction = { event: 'dashboard-viewed', outcome: 'success' };

/** A trail that keeps nothing: for chain tests whose requests never reach the work. */
export const NO_TRAIL: Pick<AuditStore, 'append'> = { append: async () => undefined };
