export type ToastTone = 'default' | 'success' | 'destructive';

/** One notification: a title, an optional line under it, and how it should read. */
export interface Notice {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** One button beside the words (an Undo); pressing it closes the toast. */
  action?: NoticeAction;
}

export interface NoticeAction {
  label: string;
  onAction: () => void;
}

/**
 * Room a toast takes at the foot of a phone's screen (the longest, three lines of text at
 * 320 px, and its margin): what must stay uncovered is scrolled above it.
 */
export const TOAST_CLEARANCE_PX = 200;
