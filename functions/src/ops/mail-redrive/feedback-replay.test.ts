import { describe, expect, it } from 'vitest';
import { replayFeedback, type DeadLetter, type FeedbackDeadLetters } from './feedback-replay';

/** A queue of `bodies` that hides what it handed out, and a feedback that fails on `failing`. */
function queue(bodies: string[], failing: (event: unknown) => boolean) {
  const waiting: DeadLetter[] = bodies.map((body, index) => ({
    id: `m${index}`,
    body,
    handle: `h${index}`,
  }));
  const invoked: unknown[] = [];
  const removed: string[] = [];
  let hidden = new Set<string>();
  const dead: FeedbackDeadLetters = {
    count: async () => waiting.length,
    async receive() {
      const batch = waiting.filter((letter) => !hidden.has(letter.id)).slice(0, 2);
      batch.forEach((letter) => hidden.add(letter.id));
      // After a full pass, what failed shows again (its visibility ran out).
      if (batch.length === 0) hidden = new Set();
      return batch;
    },
    async remove(letter) {
      removed.push(letter.id);
      waiting.splice(waiting.indexOf(letter), 1);
    },
    async invokeFeedback(event) {
      invoked.push(event);
      if (failing(event)) throw new Error('feedback failed');
    },
  };
  return { dead, invoked, removed, waiting };
}

const record = (event: object) => JSON.stringify({ requestContext: {}, requestPayload: event });

describe('handing the feedback its dead letters back', () => {
  it('invokes the feedback with each SNS event, deletes what it took, and leaves what failed or is unreadable', async () => {
    const q = queue(
      [record({ n: 1 }), record({ n: 2 }), 'not json', record({ n: 3, fails: true }), '{}'],
      (event) => Boolean((event as { fails?: boolean }).fails),
    );
    const result = await replayFeedback(q.dead);
    expect(result).toEqual({ replayed: 2, failed: ['m3'], unreadable: ['m2', 'm4'] });
    expect(q.invoked).toEqual([{ n: 1 }, { n: 2 }, { n: 3, fails: true }]);
    expect(q.removed).toEqual(['m0', 'm1']);
    expect(q.waiting.map((letter) => letter.id)).toEqual(['m2', 'm3', 'm4']);
  });

  it('ends at once on an empty queue', async () => {
    const q = queue([], () => false);
    expect(await replayFeedback(q.dead)).toEqual({ replayed: 0, failed: [], unreadable: [] });
  });
});
