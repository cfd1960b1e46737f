export type ToastTone = 'default' | 'success' | 'destructive';

/** One notification: a title, an optional line under it, and how it should read. */
export interface Notice {
  title: string;
  description?: string;
  tone?: ToastTone;
}
