import { describe, expect, it, vi } from 'vitest';
import { RECORD_MESSAGES } from '@lab/shared/schemas/admin';
import type { ContactSubmission } from '@lab/shared/schemas/records';
import type { ChangeOutcome } from '../../lib/records/change';
import { AS_ARRIVED } from '../../lib/records/item';
import { answer, main, updateActions, type UpdateRecordDeps } from './handler';

const ID = '01JD0000000000000000000000';
const record: ContactSubmission = {
  id: ID,
  reference: 'PAL-7K3Q-9D',
  createdAt: '2026-01-02T03:04:05.000Z',
  name: 'Jo Farmer',
  email: 'jo@example.com',
  phone: null,
  subject: null,
  message: 'Soil test please',
  ...AS_ARRIVED,
};
const path = { kind: 'contact' as const, id: ID };

function deps(outcome: ChangeOutcome<ContactSubmission>) {
  const change = vi.fn(async () => outcome);
  const none = { change: vi.fn() };
  const d: UpdateRecordDeps = {
    repositories: { contact: { change }, resource: none, shipping: none },
    now: () => Date.parse('2026-05-06T07:08:09.000Z'),
  };
  return { d, change };
}

describe('update a record', () => {
  it("passes the change on with the admin's name and the time", async () => {
    const { d, change } = deps({ outcome: 'changed', record, noted: true });
    await main({ path, body: { status: 'done', note: 'Called' }, by: 'admin' }, d);
    expect(change).toHaveBeenCalledWith(ID, {
      status: 'done',
      note: 'Called',
      by: 'admin',
      at: '2026-05-06T07:08:09.000Z',
    });
  });

  it('does not look up an id that is no record id (a counter item, anything else)', async () => {
    const { d, change } = deps({ outcome: 'missing' });
    for (const id of ['#count#0', 'not-an-id', ID.toLowerCase()]) {
      expect(await main({ path: { ...path, id }, body: { status: 'done' }, by: 'a' }, d)).toEqual({
        outcome: 'missing',
      });
    }
    expect(change).not.toHaveBeenCalled();
  });

  it('answers the record, 404 or 409', () => {
    expect(answer({ outcome: 'changed', record, noted: false })).toMatchObject({
      statusCode: 200,
      body: JSON.stringify(record),
    });
    expect(answer({ outcome: 'missing' })).toMatchObject({
      statusCode: 404,
      body: JSON.stringify({ message: RECORD_MESSAGES.notFound }),
    });
    expect(answer({ outcome: 'notes-full', record })).toMatchObject({ statusCode: 409 });
  });

  it('answers 409 with a message to try again when other changes kept coming first', () => {
    expect(answer({ outcome: 'conflict' })).toMatchObject({
      statusCode: 409,
      body: JSON.stringify({ message: RECORD_MESSAGES.conflict }),
    });
  });

  it('records a change that other changes kept out as refused, status and note alike', () => {
    expect(
      updateActions({ path, body: { status: 'done', note: 'x' } }, { outcome: 'conflict' }),
    ).toEqual([
      {
        event: 'status-changed',
        outcome: 'failure',
        reason: 'conflict',
        kind: 'contact',
        recordId: ID,
        toStatus: 'done',
      },
      {
        event: 'note-added',
        outcome: 'failure',
        reason: 'conflict',
        kind: 'contact',
        recordId: ID,
      },
    ]);
  });

  it('records a status change and a note as two entries, never the text', () => {
    const actions = updateActions(
      { path, body: { status: 'done', note: 'Secret text' } },
      {
        outcome: 'changed',
        record,
        status: { from: 'new', to: 'done', applied: true },
        noted: true,
      },
    );
    expect(actions).toEqual([
      {
        event: 'status-changed',
        outcome: 'success',
        kind: 'contact',
        recordId: ID,
        fromStatus: 'new',
        toStatus: 'done',
      },
      { event: 'note-added', outcome: 'success', kind: 'contact', recordId: ID },
    ]);
    expect(JSON.stringify(actions)).not.toContain('Secret');
  });

  it('records a change another came before, an unknown record and a full record as refusals', () => {
    const body = { status: 'spam' as const };
    expect(
      updateActions(
        { path, body },
        {
          outcome: 'changed',
          record,
          status: { from: 'new', to: 'spam', applied: false },
          noted: false,
        },
      ),
    ).toEqual([
      {
        event: 'status-changed',
        outcome: 'failure',
        reason: 'superseded',
        kind: 'contact',
        recordId: ID,
        fromStatus: 'new',
        toStatus: 'spam',
      },
    ]);
    expect(updateActions({ path, body: { note: 'x' } }, { outcome: 'missing' })).toEqual([
      {
        event: 'note-added',
        outcome: 'failure',
        reason: 'not-found',
        kind: 'contact',
        recordId: ID,
      },
    ]);
    expect(
      updateActions({ path, body: { note: 'x' } }, { outcome: 'notes-full', record }),
    ).toMatchObject([{ event: 'note-added', outcome: 'failure', reason: 'notes-full' }]);
  });

  it('passes an assignment on, and null to leave the record with nobody', async () => {
    const { d, change } = deps({ outcome: 'changed', record, noted: false });
    await main({ path, body: { assignee: 'staff.kim' }, by: 'staff.jo' }, d);
    await main({ path, body: { assignee: null }, by: 'staff.jo' }, d);
    expect(change).toHaveBeenNthCalledWith(
      1,
      ID,
      expect.objectContaining({ assignee: 'staff.kim' }),
    );
    expect(change).toHaveBeenNthCalledWith(2, ID, expect.objectContaining({ assignee: null }));
  });

  it('records an assignment with the colleagues it moved between, nobody as null', () => {
    const outcome = (from: string | null, to: string | null, applied: boolean) =>
      ({ outcome: 'changed', record, assignee: { from, to, applied }, noted: false }) as const;
    expect(
      updateActions({ path, body: { assignee: 'staff.kim' } }, outcome(null, 'staff.kim', true)),
    ).toEqual([
      {
        event: 'record-assigned',
        outcome: 'success',
        kind: 'contact',
        recordId: ID,
        fromAssignee: null,
        toAssignee: 'staff.kim',
      },
    ]);
    expect(
      updateActions({ path, body: { assignee: null } }, outcome('staff.kim', null, true)),
    ).toMatchObject([{ outcome: 'success', fromAssignee: 'staff.kim', toAssignee: null }]);
    // Asking for the assignee it already has is not an error: recorded as done.
    expect(
      updateActions(
        { path, body: { assignee: 'staff.kim' } },
        outcome('staff.kim', 'staff.kim', true),
      ),
    ).toMatchObject([{ outcome: 'success', fromAssignee: 'staff.kim', toAssignee: 'staff.kim' }]);
  });

  it('records an assignment another came before, or on no record, as refused', () => {
    expect(
      updateActions(
        { path, body: { assignee: 'staff.kim' } },
        {
          outcome: 'changed',
          record,
          assignee: { from: null, to: 'staff.kim', applied: false },
          noted: false,
        },
      ),
    ).toEqual([
      {
        event: 'record-assigned',
        outcome: 'failure',
        reason: 'superseded',
        kind: 'contact',
        recordId: ID,
        fromAssignee: null,
        toAssignee: 'staff.kim',
      },
    ]);
    expect(updateActions({ path, body: { assignee: null } }, { outcome: 'missing' })).toEqual([
      {
        event: 'record-assigned',
        outcome: 'failure',
        reason: 'not-found',
        kind: 'contact',
        recordId: ID,
        toAssignee: null,
      },
    ]);
  });
});
