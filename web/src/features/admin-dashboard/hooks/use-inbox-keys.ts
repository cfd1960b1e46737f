import { useCallback, type KeyboardEvent } from 'react';
import type { RecordStatus } from '@lab/shared/constants/record-status';

/** What a key does in the inbox. */
export type InboxCommand =
  | { type: 'move'; by: 1 | -1 }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'select' }
  | { type: 'status-menu' }
  | { type: 'status'; status: RecordStatus }
  | { type: 'assign-me' }
  | { type: 'reply' }
  | { type: 'help' };

/** The shortcuts, as the help dialog lists them. */
export const INBOX_SHORTCUTS: readonly { keys: readonly string[]; does: string }[] = [
  { keys: ['j', '↓'], does: 'Next request' },
  { keys: ['k', '↑'], does: 'Previous request' },
  { keys: ['Home', 'End'], does: 'First or last request' },
  { keys: ['Enter', 'o'], does: 'Open or close the request' },
  { keys: ['Esc'], does: 'Close the request, back to its row' },
  { keys: ['x'], does: 'Select or unselect the request' },
  { keys: ['s'], does: 'Open the request at its status' },
  { keys: ['1', '2', '3', '4'], does: 'Set status: New, In progress, Done, Spam' },
  { keys: ['a'], does: 'Assign the request to me' },
  { keys: ['r'], does: 'Open the request at its reply form' },
  { keys: ['?'], does: 'Show these shortcuts' },
];

const STATUS_KEYS: Record<string, RecordStatus> = {
  '1': 'new',
  '2': 'in-progress',
  '3': 'done',
  '4': 'spam',
};

/** Keys a focused row answers; on any other element of the list only Esc and ? count. */
function commandOf(key: string): InboxCommand | null {
  switch (key) {
    case 'j':
    case 'ArrowDown':
      return { type: 'move', by: 1 };
    case 'k':
    case 'ArrowUp':
      return { type: 'move', by: -1 };
    case 'Home':
      return { type: 'first' };
    case 'End':
      return { type: 'last' };
    case 'Enter':
    case ' ':
    case 'o':
      return { type: 'open' };
    case 'Escape':
      return { type: 'close' };
    case 'x':
      return { type: 'select' };
    case 's':
      return { type: 'status-menu' };
    case 'a':
      return { type: 'assign-me' };
    case 'r':
      return { type: 'reply' };
    case '?':
      return { type: 'help' };
    default: {
      const status = STATUS_KEYS[key];
      return status ? { type: 'status', status } : null;
    }
  }
}

/** A field being typed in, where every key is the field's. */
function isTyping(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target.closest('input:not([type="checkbox"]), textarea, select, [role="combobox"]') !== null
  );
}

/**
 * The inbox's keyboard triage, on the list element: a key pressed on a row (its head or
 * its checkbox) becomes a command for that row. Inside an opened record only Esc (close,
 * back to the row) and ? count, so the card's own buttons keep Enter and Space. Never
 * while typing in a field, nor with Ctrl, Alt or Meta (the browser's and the screen
 * reader's own shortcuts).
 */
export function useInboxKeys(run: (command: InboxCommand, rowId: string) => void) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
      if (isTyping(event.target)) return;
      const target = event.target as HTMLElement;
      // Space is the checkbox's own.
      if (event.key === ' ' && target instanceof HTMLInputElement) return;
      const item = target.closest<HTMLElement>('[data-inbox-record]');
      const rowId = item?.dataset.inboxRecord;
      if (!rowId) return;
      const command = commandOf(event.key);
      if (!command) return;
      const onHead = target.closest('[data-inbox-head]') !== null;
      if (!onHead && command.type !== 'close' && command.type !== 'help') return;
      event.preventDefault();
      run(command, rowId);
    },
    [run],
  );
}
