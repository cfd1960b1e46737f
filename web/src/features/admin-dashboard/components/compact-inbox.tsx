import Box from '@mui/material/Box';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { RECORD_STATUS_LABELS, type RecordStatus } from '@lab/shared/constants/record-status';
import type { RecordPatchInput } from '@lab/shared/schemas/admin';
import type { RecordByKind } from '@lab/shared/schemas/records';
import {
  NotifyContext,
  useNotify,
  type Notice,
} from '../../../components/notifications/use-notify';
import { visuallyHidden } from '../../../theme/tint';
import { isSessionExpired } from '../api/admin-errors';
import { useUpdateRecords, type RecordChangeOutcome } from '../api/update-record';
import { useAdminSession } from '../hooks/use-admin-session';
import { useInboxKeys, type InboxCommand } from '../hooks/use-inbox-keys';
import { useLastVisit } from '../hooks/use-last-visit';
import { useNow } from '../hooks/use-now';
import { RECORD_VIEWS, type RecordView } from '../record-views';
import { updateFailureNotice } from '../update-notices';
import { InboxItem, InboxList } from './inbox-item';
import { InboxShortcuts } from './inbox-shortcuts';
import { usePanelShown } from './kept-panel';
import { RecordCard } from './record-card';
import { REPLY_MESSAGE_FIELD } from './record-replies';
import { SelectionBar, type SelectionActions } from './selection-bar';

/** What to focus inside an opened record, found in its list item. */
type FocusTarget = (item: HTMLElement) => HTMLElement | null;

/**
 * `r`: the opened card's reply message field; while its reply form is closed, the form's
 * own "Write a reply" button is pressed, and the form focuses its field as it opens.
 */
const replyField: FocusTarget = (item) => {
  const form = item.querySelector<HTMLElement>('[data-reply-form]');
  const field = form?.querySelector<HTMLElement>(REPLY_MESSAGE_FIELD);
  if (field) return field;
  form?.querySelector<HTMLElement>('[data-reply-start]')?.click();
  return null;
};

/** The card's Status select, by its label: the card may hold other selects. */
const statusSelect: FocusTarget = (item) =>
  [...item.querySelectorAll('select')].find(
    (select) => select.labels?.[0]?.textContent?.trim() === 'Status',
  ) ?? null;

export interface CompactInboxProps<K extends RecordKind> {
  kind: K;
  records: RecordByKind[K][];
}

/** "3 requests" / "1 request". */
function requests(count: number): string {
  return `${count} ${count === 1 ? 'request' : 'requests'}`;
}

/**
 * One list tab's records as an inbox: a compact row per record that opens, in place, to
 * the full record card (one open at a time); a New mark on what arrived since the person
 * last looked at this list; keyboard triage on the rows; selection with a bulk bar; and
 * an Undo on every status change made here.
 */
export function CompactInbox<K extends RecordKind>({ kind, records }: CompactInboxProps<K>) {
  const view = RECORD_VIEWS[kind] as RecordView<K>;
  const { username } = useAdminSession();
  const notify = useNotify();
  const now = useNow();
  const since = useLastVisit(username, kind, usePanelShown());
  const updateRecords = useUpdateRecords(kind);
  const listRef = useRef<HTMLUListElement>(null);
  const hintId = useId();
  const detailIdBase = useId();

  const [activeId, setActiveId] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [helpOpen, setHelpOpen] = useState(false);
  const [bulkBusy, setBulkBusy] = useState(false);
  // What to focus once an opened record's card is drawn (its status, its reply form).
  const focusAfterOpen = useRef<FocusTarget | null>(null);

  const ids = useMemo(() => records.map((record) => record.id), [records]);
  const byId = useMemo(() => new Map(records.map((record) => [record.id, record])), [records]);
  // A record gone from the list (a new filter) is neither the tab stop nor selected.
  const tabStop = activeId && byId.has(activeId) ? activeId : (ids[0] ?? null);
  const selected = useMemo(() => ids.filter((id) => selectedIds.has(id)), [ids, selectedIds]);

  const itemOf = useCallback(
    (id: string) =>
      listRef.current?.querySelector<HTMLElement>(`[data-inbox-record="${CSS.escape(id)}"]`) ??
      null,
    [],
  );
  const focusRow = useCallback(
    (id: string) => {
      setActiveId(id);
      itemOf(id)?.querySelector<HTMLElement>('[data-inbox-row]')?.focus();
    },
    [itemOf],
  );

  useEffect(() => {
    const find = focusAfterOpen.current;
    const item = openId && itemOf(openId);
    if (!item || !find) return;
    focusAfterOpen.current = null;
    find(item)?.focus();
  }, [openId, itemOf]);

  const open = (id: string, focus: FocusTarget) => {
    setActiveId(id);
    const item = itemOf(id);
    // Already open: the effect above will not run again, so focus here.
    if (openId === id && item) {
      focus(item)?.focus();
      return;
    }
    focusAfterOpen.current = focus;
    setOpenId(id);
  };
  // Stable, as the memoised items' props: a keystroke re-draws the items it changes alone.
  const toggleOpen = useCallback((id: string) => {
    setActiveId(id);
    setOpenId((current) => (current === id ? null : id));
  }, []);
  const toggleSelect = useCallback(
    (id: string) =>
      setSelectedIds((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  /** Says how a batch went; `done` words the successes ("Status changed to Done"). */
  const report = (
    outcomes: RecordChangeOutcome<K>[],
    done: string,
    failed: string,
    undo?: () => void,
  ) => {
    const ok = outcomes.filter((outcome) => outcome.ok).length;
    const errors = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.error]));
    // A refused token has ended the session: nothing more to say of it.
    if (errors.some(isSessionExpired)) return;
    const action = undo && ok > 0 ? { label: 'Undo', onAction: undo } : undefined;
    if (errors.length === 0) {
      notify({
        title: done,
        description: outcomes.length > 1 ? `${requests(ok)} changed.` : undefined,
        tone: 'success',
        action,
      });
      return;
    }
    const reason = updateFailureNotice(failed, errors[0]).description ?? '';
    notify({
      title: ok === 0 ? failed : `${done} for ${ok} of ${outcomes.length}`,
      description: `${requests(errors.length)} not changed. ${reason}`,
      tone: 'destructive',
      action,
    });
  };

  const send = async (changes: { id: string; patch: RecordPatchInput }[]) => {
    setBulkBusy(true);
    try {
      return await updateRecords(changes);
    } finally {
      setBulkBusy(false);
    }
  };

  const restore = async (previous: { id: string; status: RecordStatus }[]) => {
    const outcomes = await send(previous.map(({ id, status }) => ({ id, patch: { status } })));
    report(outcomes, 'Status restored', 'Status not restored');
  };

  const setStatus = async (targetIds: readonly string[], status: RecordStatus) => {
    const previous = targetIds.flatMap((id) => {
      const record = byId.get(id);
      return record && record.status !== status ? [{ id, status: record.status }] : [];
    });
    if (previous.length === 0) return;
    const outcomes = await send(previous.map(({ id }) => ({ id, patch: { status } })));
    const changed = new Set(outcomes.filter((o) => o.ok).map((o) => o.id));
    report(
      outcomes,
      `Status changed to ${RECORD_STATUS_LABELS[status]}`,
      'Status not changed',
      () => void restore(previous.filter(({ id }) => changed.has(id))),
    );
  };

  const assign = async (targetIds: readonly string[], assignee: string | null) => {
    const changes = targetIds
      .filter((id) => byId.get(id)?.assignee !== assignee)
      .map((id) => ({ id, patch: { assignee } }));
    if (changes.length === 0) return;
    const outcomes = await send(changes);
    report(
      outcomes,
      assignee ? 'Assigned to you' : 'Unassigned',
      assignee ? 'Not assigned' : 'Not unassigned',
    );
  };

  const assignToMe = (targetIds: readonly string[]) => {
    if (!username) {
      notify({
        title: 'Not assigned',
        description: 'Your username is not known to this page. Sign in again.',
        tone: 'destructive',
      });
      return;
    }
    void assign(targetIds, username);
  };

  // The newest of what the memoised parts (the items' cards, the selection bar, the
  // shortcuts) call, so that they need not be drawn again when only these change.
  const latest = useRef({ restore, setStatus, assign, assignToMe, focusRow, tabStop, selected });
  useEffect(() => {
    latest.current = { restore, setStatus, assign, assignToMe, focusRow, tabStop, selected };
  });

  // The opened card's Undo restores through the latest `restore`, while the card renderer
  // the items hold stays the same.
  const renderCard = useCallback(
    (record: RecordByKind[K]) => (
      <UndoableCard
        kind={kind}
        record={record}
        onUndo={(status) => void latest.current.restore([{ id: record.id, status }])}
      />
    ),
    [kind],
  );

  const run = (command: InboxCommand, id: string) => {
    const at = ids.indexOf(id);
    switch (command.type) {
      case 'move': {
        const next = ids[Math.min(ids.length - 1, Math.max(0, at + command.by))];
        if (next) focusRow(next);
        return;
      }
      case 'first':
      case 'last': {
        const next = command.type === 'first' ? ids[0] : ids[ids.length - 1];
        if (next) focusRow(next);
        return;
      }
      case 'open':
        toggleOpen(id);
        return;
      case 'close':
        setOpenId(null);
        focusRow(id);
        return;
      case 'select':
        toggleSelect(id);
        return;
      case 'status-menu':
        open(id, statusSelect);
        return;
      case 'status':
        void setStatus([id], command.status);
        return;
      case 'assign-me':
        assignToMe([id]);
        return;
      case 'reply':
        open(id, replyField);
        return;
      case 'help':
        setHelpOpen(true);
        return;
    }
  };
  const onKeyDown = useInboxKeys(run);

  const allSelected = selected.length > 0 && selected.length === ids.length;
  const selectAll = useCallback(
    () => setSelectedIds(allSelected ? new Set() : new Set(ids)),
    [allSelected, ids],
  );
  // The bar's actions, the same functions on every draw: they read the selection and the
  // records through `latest`, so the bar is drawn again only when its count changes.
  const selection = useMemo(
    (): SelectionActions => ({
      onSetStatus: (status) => void latest.current.setStatus(latest.current.selected, status),
      onAssignToMe: () => latest.current.assignToMe(latest.current.selected),
      onUnassign: () => void latest.current.assign(latest.current.selected, null),
      onClear: () => setSelectedIds(new Set()),
    }),
    [],
  );
  const showShortcuts = useCallback(() => setHelpOpen(true), []);
  const shortcuts = useMemo(
    () => (
      <InboxShortcuts
        open={helpOpen}
        onClose={() => {
          setHelpOpen(false);
          const { tabStop: row, focusRow: focus } = latest.current;
          if (row) focus(row);
        }}
      />
    ),
    [helpOpen],
  );

  // Plain elements around the list: a move between lines draws this again, and styled
  // components would serialise their styles each time.
  return (
    <div>
      <SelectionBar
        count={selected.length}
        total={ids.length}
        busy={bulkBusy}
        onSelectAll={selectAll}
        onShowShortcuts={showShortcuts}
        {...selection}
      />
      <p id={hintId} style={visuallyHidden}>
        j and k move between requests, Enter opens one, x selects it; question mark lists every
        shortcut.
      </p>
      <InboxList
        ref={listRef}
        aria-label={view.title}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        {records.map((record) => (
          <InboxItem
            key={record.id}
            kind={kind}
            record={record}
            isNew={since !== null && Date.parse(record.createdAt) > since}
            active={tabStop === record.id}
            open={openId === record.id}
            selected={selectedIds.has(record.id)}
            detailId={`${detailIdBase}-${record.id}`}
            now={now}
            onToggleOpen={toggleOpen}
            onToggleSelect={toggleSelect}
            onFocusRow={setActiveId}
            renderCard={renderCard}
          />
        ))}
      </InboxList>
      {shortcuts}
    </div>
  );
}

/**
 * The record card, whose own status select also gets an Undo: the card's toast for a
 * status change ('Status changed', from `RecordStatusControl`, which this feature may not
 * change) is given an Undo action back to the status the select showed before the change.
 * The status before is read when the select changes, while the record is still the old
 * one; a change that another admin's came first ('Status changed elsewhere') gets none.
 */
function UndoableCard<K extends RecordKind>({
  kind,
  record,
  onUndo,
}: {
  kind: K;
  record: RecordByKind[K];
  onUndo: (status: RecordStatus) => void;
}) {
  const notify = useNotify();
  const before = useRef<RecordStatus | null>(null);
  const notifyWithUndo = useCallback(
    (notice: Notice) => {
      const previous = before.current;
      if (notice.title !== 'Status changed' || !previous) {
        notify(notice);
        return;
      }
      before.current = null;
      notify({ ...notice, action: { label: 'Undo', onAction: () => onUndo(previous) } });
    },
    [notify, onUndo],
  );
  const onChange = (event: ChangeEvent<HTMLElement>) => {
    if (event.target === statusSelect(event.currentTarget)) before.current = record.status;
  };
  return (
    <NotifyContext.Provider value={notifyWithUndo}>
      <Box onChangeCapture={onChange}>
        <RecordCard kind={kind} record={record} />
      </Box>
    </NotifyContext.Provider>
  );
}
