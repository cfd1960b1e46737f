/*
 * What the worker's EventBridge schedule does in AWS, on the local stack: every `everyMs`
 * (and, like the stream reader, only once `before` lets it: the API's lulls) the worker's
 * handler is invoked with the follow-up check's event. A check that fails is logged; the
 * next one takes up what it left, as the next scheduled invocation does in AWS.
 */

export interface FollowUpCheckTimerOptions {
  everyMs: number;
  /** One check (the handler invoked with FOLLOW_UP_CHECK_EVENT). */
  check: () => Promise<unknown>;
  /** Awaited before each check. */
  before?: () => Promise<void>;
  log: (line: string) => void;
}

/** Starts checking; `stop` lets a check in hand finish and resolves. */
export function startFollowUpCheckTimer(options: FollowUpCheckTimerOptions): {
  stop(): Promise<void>;
} {
  let running = true;
  let wake = () => {};
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.everyMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (running) {
      await pause();
      if (running) await options.before?.();
      if (!running) return;
      try {
        await options.check();
      } catch (error) {
        options.log(
          `Mail worker: follow-up check failed, the next one tries again: ${String(error)}`,
        );
      }
    }
  })();
  return {
    async stop() {
      running = false;
      wake();
      await loop;
    },
  };
}
