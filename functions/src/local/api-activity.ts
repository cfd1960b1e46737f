/*
 * In AWS the mail worker runs on compute of its own, beside a DynamoDB that scales; on the
 * local stack it shares the machine's cores and one DynamoDB Local with the API, and every
 * write it makes there waits in line with a visitor's. So that e-mail never slows a
 * submission here either, the local stack hands it work in the API's lulls: the server
 * counts the requests it has in hand, and the worker's process (told over its IPC channel)
 * waits for a lull before each poll. Under load that never lets up it waits at most
 * MAX_HOLD_MS, so e-mail is late, never stuck.
 */

/** How long the API must have had no request in hand to count as idle. */
export const QUIET_MS = 250;
/** The longest the worker waits for a lull before it polls anyway. */
export const MAX_HOLD_MS = 30_000;

/** What the worker's process is told whenever the API turns busy or idle. */
export interface ActivityMessage {
  apiBusy: boolean;
}

const isActivityMessage = (message: unknown): message is ActivityMessage =>
  typeof (message as ActivityMessage | null)?.apiBusy === 'boolean';

/** The local API's requests in hand; busy from the first until QUIET_MS after the last. */
export class ApiActivity {
  #inFlight = 0;
  #busy = false;
  #quiet: NodeJS.Timeout | undefined;
  readonly #listeners = new Set<(busy: boolean) => void>();

  get busy(): boolean {
    return this.#busy;
  }

  /** Counts a request begun; the returned function counts it ended (once). */
  begin(): () => void {
    this.#inFlight++;
    clearTimeout(this.#quiet);
    this.#set(true);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (--this.#inFlight > 0) return;
      this.#quiet = setTimeout(() => this.#set(false), QUIET_MS);
      this.#quiet.unref();
    };
  }

  /** Calls `listener` on every change from busy to idle and back; returns the unsubscriber. */
  onChange(listener: (busy: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #set(busy: boolean) {
    if (busy === this.#busy) return;
    this.#busy = busy;
    for (const listener of this.#listeners) listener(busy);
  }
}

/**
 * In a background process: what its parent says of the API, as a wait for the next lull
 * (none when the API is idle, when the process has no parent, or once the parent is gone).
 */
export function apiLulls(
  source: Pick<NodeJS.Process, 'on' | 'connected'> = process,
  maxHoldMs = MAX_HOLD_MS,
): () => Promise<void> {
  // Until its parent says how the API stands (it does once told the process is ready).
  let busy = source.connected;
  const waiting = new Set<() => void>();
  const set = (apiBusy: boolean) => {
    busy = apiBusy;
    if (!busy) for (const resolve of waiting) resolve();
  };
  source.on('message', (message: unknown) => {
    if (isActivityMessage(message)) set(message.apiBusy);
  });
  // The parent is gone: nobody will say the API is idle, and nothing should wait for it.
  source.on('disconnect', () => set(false));
  return () =>
    busy
      ? new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            waiting.delete(done);
            resolve();
          };
          const timer = setTimeout(done, maxHoldMs);
          waiting.add(done);
        })
      : Promise.resolve();
}
