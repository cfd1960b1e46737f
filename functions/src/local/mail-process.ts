/*
 * What each local mail process (worker, feedback) shares with the stack that starts it
 * (`startLocalMail`): it says when it takes work, and it ends with the stack's process.
 */

/** What a mail process sends once it is taking work (its handler loaded, its poll started). */
export interface ReadyMessage {
  ready: true;
}

/**
 * Tells the parent this process is taking work, and runs `stop` and exits on SIGTERM or
 * once the parent is gone (killed without stopping its children).
 */
export function takingWork(stop: () => Promise<void>): void {
  process.send?.({ ready: true } satisfies ReadyMessage);
  const shutdown = () => void stop().then(() => process.exit(0));
  process.once('SIGTERM', shutdown);
  process.once('disconnect', shutdown);
}
