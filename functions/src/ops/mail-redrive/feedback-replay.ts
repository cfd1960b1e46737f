/*
 * `npm run mail:redrive -- <stage> --feedback`: the SES events the delivery feedback failed
 * on every attempt, handed to it again. Each dead letter is Lambda's record of a failed
 * asynchronous invocation, which carries the SNS event whole (`requestPayload`); the
 * feedback's reports never undo a later one, so an event handed over twice does no harm.
 */

/** One message of the feedback's dead-letter queue. */
export interface DeadLetter {
  id: string;
  body: string;
  /** What deletes it (its receipt handle). */
  handle: string;
}

export interface FeedbackDeadLetters {
  /** About how many wait (SQS's approximate count). */
  count(): Promise<number>;
  /** Up to ten messages, hidden from the next receive for a while; none when it is empty. */
  receive(): Promise<DeadLetter[]>;
  remove(letter: DeadLetter): Promise<void>;
  /** Invokes the feedback with `event` and waits: throws when the feedback failed. */
  invokeFeedback(event: unknown): Promise<void>;
}

export interface FeedbackReplay {
  replayed: number;
  /** Handed over and failed again: left in the queue. */
  failed: string[];
  /** Not an invocation record with a payload: left in the queue for a person to read. */
  unreadable: string[];
}

export async function replayFeedback(queue: FeedbackDeadLetters): Promise<FeedbackReplay> {
  const result: FeedbackReplay = { replayed: 0, failed: [], unreadable: [] };
  const seen = new Set<string>();
  for (;;) {
    const letters = (await queue.receive()).filter((letter) => !seen.has(letter.id));
    if (letters.length === 0) return result;
    for (const letter of letters) {
      seen.add(letter.id);
      const event = requestPayload(letter.body);
      if (event === undefined) {
        result.unreadable.push(letter.id);
        continue;
      }
      try {
        await queue.invokeFeedback(event);
      } catch {
        result.failed.push(letter.id);
        continue;
      }
      await queue.remove(letter);
      result.replayed++;
    }
  }
}

/** The event a failed asynchronous invocation was made with, if the record carries it. */
function requestPayload(body: string): unknown {
  try {
    const record = JSON.parse(body) as { requestPayload?: unknown };
    return record.requestPayload ?? undefined;
  } catch {
    return undefined;
  }
}
