import type { Context } from 'aws-lambda';
import type { StaffRole } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import {
  auditEntrySchema,
  type AuditEntry,
  type AuditEvent,
  type AuditOutcome,
  type AuditReason,
} from '@lab/shared/schemas/audit';
import type { ApiEvent } from '../http/api-event';
import { viewerOf } from '../http/viewer';
import { newStamp } from '../ids';

/** What happened: the event, its outcome, and the record it concerned. */
export interface AuditAction {
  event: AuditEvent;
  outcome: AuditOutcome;
  reason?: AuditReason;
  kind?: RecordKind;
  recordId?: string;
  fromStatus?: RecordStatus;
  toStatus?: RecordStatus;
  /** An assignment's colleagues (usernames; null is nobody). */
  fromAssignee?: string | null;
  toAssignee?: string | null;
  searchBy?: 'email' | 'id' | 'reference';
  found?: number;
  /** How many records of each kind a deletion deleted. */
  deleted?: Record<RecordKind, number>;
  /** An erasure's keyed hash of the address, never the address. */
  emailHash?: string;
  /** The staff account an account action acted on, and the role it gave. */
  target?: string;
  role?: StaffRole;
}

/** Who did it, from where, in which request. */
export interface AuditSource {
  actor: string;
  requestId: string;
  ip?: string;
  userAgent?: string;
}

/**
 * An audit entry, built field by field from typed values only: nothing a caller passes in
 * bulk (a record, a request body) can reach an entry, so an entry never holds form content.
 * The id and time come from one clock reading.
 */
export function buildAuditEntry(
  action: AuditAction,
  source: AuditSource,
  now: number = Date.now(),
): AuditEntry {
  const { id, createdAt } = newStamp(now);
  return auditEntrySchema.parse({
    id,
    at: createdAt,
    event: action.event,
    actor: source.actor,
    outcome: action.outcome,
    ...(action.reason && { reason: action.reason }),
    ...(action.kind && { kind: action.kind }),
    ...(action.recordId !== undefined && { recordId: action.recordId }),
    ...(action.fromStatus && { fromStatus: action.fromStatus }),
    ...(action.toStatus && { toStatus: action.toStatus }),
    ...(action.fromAssignee !== undefined && { fromAssignee: action.fromAssignee }),
    ...(action.toAssignee !== undefined && { toAssignee: action.toAssignee }),
    ...(action.searchBy && { searchBy: action.searchBy }),
    ...(action.found !== undefined && { found: action.found }),
    ...(action.deleted && {
      deleted: {
        contact: action.deleted.contact,
        resource: action.deleted.resource,
        shipping: action.deleted.shipping,
      },
    }),
    ...(action.emailHash !== undefined && { emailHash: action.emailHash }),
    ...(action.target !== undefined && { target: action.target }),
    ...(action.role && { role: action.role }),
    ...(source.ip && { ip: source.ip }),
    ...(source.userAgent && { userAgent: source.userAgent }),
    requestId: source.requestId,
  });
}

/** The request's viewer and id, for an entry whose actor is `actor`. */
export function requestSource(
  actor: string,
  event: Pick<ApiEvent, 'headers' | 'requestContext'>,
  context: Pick<Context, 'awsRequestId'>,
): AuditSource {
  const { ip, userAgent } = viewerOf(event);
  return { actor, requestId: context.awsRequestId, ip, userAgent };
}

/**
 * The source of an admin action: the acting admin's username from the verified token
 * (the auth middleware put its claims on the event), never anything the client sent.
 */
export function adminSource(
  event: Pick<ApiEvent, 'headers' | 'requestContext' | 'admin'>,
  context: Pick<Context, 'awsRequestId'>,
): AuditSource {
  if (!event.admin) throw new Error('An admin action without verified claims');
  return requestSource(event.admin.username, event, context);
}
