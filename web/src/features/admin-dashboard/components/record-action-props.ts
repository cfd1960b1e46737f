import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordByKind } from '@lab/shared/schemas/records';

/** What each staff action on one record is given: the record, and the session to act in. */
export interface RecordActionProps<K extends RecordKind> {
  kind: K;
  record: RecordByKind[K];
  token: string;
  /** A call of the action answered 401. */
  onSessionExpired: () => void;
}

/** A part of a record card that acts on the card's record (its status, its notes). */
export interface RecordCardPartProps<K extends RecordKind> extends RecordActionProps<K> {
  /** The card's heading, so the part is told apart from the other cards'. */
  cardHeadingId: string;
}
