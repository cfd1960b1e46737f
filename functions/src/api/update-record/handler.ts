import type { RecordKind } from '@lab/shared/constants/record-kinds';
import {
  RECORD_MESSAGES,
  recordParamsSchema,
  recordPatchSchema,
  type RecordParams,
} from '@lab/shared/schemas/admin';
import type { AnyRecord } from '@lab/shared/schemas/records';
import type { AuditAction } from '../../lib/audit/audit-entry';
import { json, type ApiResult } from '../../lib/http/response';
import { isUlid } from '../../lib/ids';
import { apiHandler } from '../../lib/middleware/api-handler';
import type { ChangeOutcome, RecordChange } from '../../lib/records/change';
import { recordRepositories, type RecordRepository } from '../../lib/records/record-repository';

type ChangeRepository<K extends RecordKind> = Pick<RecordRepository<K>, 'change'>;

export interface UpdateRecordDeps {
  repositories: { [K in RecordKind]: ChangeRepository<K> };
  /** @default Date.now */
  now?: () => number;
}

export interface UpdateRecordInput {
  path: RecordParams;
  /**
   * `assignee` is a well-formed username (the shared schema checks its shape and length),
   * not known to be a colleague's: this route is granted no access to the user pool, so a
   * name that is no account's is stored as given and shows on the card as it was sent.
   */
  body: Pick<RecordChange, 'status' | 'note' | 'assignee'>;
  /** The acting admin's username, from the verified token. */
  by: string;
}

/**
 * Changes a record's status, adds a note and/or assigns it, and answers what the record came to. An
 * id that is not a record's (not a ULID: a counter item, anything else) is not looked up.
 */
export async function main(
  { path: { kind, id }, body, by }: UpdateRecordInput,
  deps: UpdateRecordDeps,
): Promise<ChangeOutcome<AnyRecord>> {
  if (!isUlid(id)) return { outcome: 'missing' };
  const repository = deps.repositories[kind] as ChangeRepository<RecordKind>;
  const at = new Date((deps.now ?? Date.now)()).toISOString();
  return repository.change(id, { ...body, by, at });
}

/** The answer: the record as it ended up, or why there is none. */
export function answer(outcome: ChangeOutcome<AnyRecord>): ApiResult {
  if (outcome.outcome === 'missing') return json(404, { message: RECORD_MESSAGES.notFound });
  if (outcome.outcome === 'notes-full') return json(409, { message: RECORD_MESSAGES.notesFull });
  if (outcome.outcome === 'conflict') return json(409, { message: RECORD_MESSAGES.conflict });
  return json(200, outcome.record);
}

/**
 * What an update records: a status change (from → to, or why it was not made), a note
 * added and an assignment (from → to colleague, or why not), each an entry of its own;
 * never the note's text.
 */
export function updateActions(
  { path: { kind, id }, body }: Omit<UpdateRecordInput, 'by'>,
  outcome: ChangeOutcome<AnyRecord>,
): AuditAction[] {
  const base = { kind, recordId: id };
  const refused = (reason: AuditAction['reason']) =>
    ({ ...base, outcome: 'failure', reason }) as const;
  const actions: AuditAction[] = [];
  if (body.status !== undefined) {
    const status: AuditAction = {
      event: 'status-changed',
      toStatus: body.status,
      ...refused('not-found'),
    };
    if (outcome.outcome === 'missing') actions.push(status);
    else if (outcome.outcome === 'notes-full') actions.push({ ...status, reason: 'notes-full' });
    else if (outcome.outcome === 'conflict') actions.push({ ...status, reason: 'conflict' });
    else if (outcome.status) {
      const { from, applied } = outcome.status;
      actions.push(
        applied
          ? {
              event: 'status-changed',
              outcome: 'success',
              ...base,
              fromStatus: from,
              toStatus: body.status,
            }
          : { ...status, fromStatus: from, reason: 'superseded' },
      );
    }
  }
  if (body.note !== undefined) {
    const note: AuditAction = { event: 'note-added', ...refused('not-found') };
    if (outcome.outcome === 'missing') actions.push(note);
    else if (outcome.outcome === 'notes-full') actions.push({ ...note, reason: 'notes-full' });
    else if (outcome.outcome === 'conflict') actions.push({ ...note, reason: 'conflict' });
    else actions.push({ event: 'note-added', outcome: 'success', ...base });
  }
  if (body.assignee !== undefined) {
    const assigned: AuditAction = {
      event: 'record-assigned',
      toAssignee: body.assignee,
      ...refused('not-found'),
    };
    if (outcome.outcome === 'missing') actions.push(assigned);
    else if (outcome.outcome === 'notes-full') actions.push({ ...assigned, reason: 'notes-full' });
    else if (outcome.outcome === 'conflict') actions.push({ ...assigned, reason: 'conflict' });
    else if (outcome.assignee) {
      const { from, applied } = outcome.assignee;
      actions.push(
        applied
          ? {
              event: 'record-assigned',
              outcome: 'success',
              ...base,
              fromAssignee: from,
              toAssignee: body.assignee,
            }
          : { ...assigned, fromAssignee: from, reason: 'superseded' },
      );
    }
  }
  return actions;
}

const deps: UpdateRecordDeps = {
  repositories: recordRepositories(),
};

export const handler = apiHandler('update-record', {
  input: { path: recordParamsSchema, body: recordPatchSchema },
  run: ({ path, body }, { event }) => main({ path, body, by: event.admin!.username }, deps),
  audit: {
    record: 'before-answer',
    actions: (input, outcome: ChangeOutcome<AnyRecord>) => updateActions(input, outcome),
  },
  // The admin auth middleware, which ran before, put the verified claims on the event.
  answer,
});
