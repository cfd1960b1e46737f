export type ToastTone = 'default' | 'success' | 'destructive';

/** One notification: a title, an optional line under it, and how it should read. */
export interface Notice {
  title: string;
  description?: string;
  tone?: ToastTone;
}

/**
 * Room a toast takes at the foot of a phone's screen (the longest, three lines of text at
 * 320 px, and its margin): what must stay uncovered is scrolled above it.
 */
export const TOAST_CLEARANCE_PX = 200;
