import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { emailKey } from '@lab/shared/data/tables';
import type { Delivery, RecordByKind } from '@lab/shared/schemas/records';
import { newStamp } from '../../src/lib/ids';
import {
  deliveryKey,
  REPLACES,
  type DeliveryRef,
  type DeliveryStore,
} from '../../src/lib/mail/deliveries';
import {
  followUpKey,
  followUpOf,
  type FollowUpDelivery,
  type FollowUpRef,
  type FollowUpStore,
} from '../../src/lib/mail/follow-ups';
import type { ReceiptBudget } from '../../src/lib/mail/receipt-caps';
import type { RecipientStore } from '../../src/lib/mail/recipients';
import { AS_ARRIVED, type StoredDelivery } from '../../src/lib/records/item';

/*
 * The mail worker's stores in memory, for unit tests, with the DynamoDB stores' rules: a
 * claim holds until its lease runs out and settling needs it; an address's receipt interval
 * begins with the receipt sent at once and its later receipts wait in its follow-up, which
 * closes to new receipts once claimed; a receipt joins a follow-up only while its attempt
 * holds it. The same rules against DynamoDB Local are in test/integration/.
 */

/** A stored record of one kind, with its reference. */
export type StoredRequest<K extends RecordKind = RecordKind> = RecordByKind[K] & {
  reference: string;
};

/**
 * One request of each kind from `address`, as stored, oldest first; every field a requester
 * types holds FREE-TEXT, which no receipt may show.
 */
export function requestsFrom(address: string): { [K in RecordKind]: StoredRequest<K> } {
  return {
    contact: {
      ...newStamp(),
      ...AS_ARRIVED,
      reference: 'PAL-7K3Q-9D',
      name: 'FREE-TEXT Jo Farmer',
      email: address,
      phone: null,
      subject: 'pricing',
      message: 'FREE-TEXT Please call about soil testing.',
    },
    resource: {
      ...newStamp(),
      ...AS_ARRIVED,
      reference: 'PAL-22ZZ-XY',
      name: 'FREE-TEXT Jo Farmer',
      resourceId: 'soil-sample-bags',
      email: address,
      phone: null,
      address: 'FREE-TEXT 55 Township Road 510',
      comments: 'Container type: Soil Sample Bags\nQuantity: FREE-TEXT 10 bags',
    },
    shipping: {
      ...newStamp(),
      ...AS_ARRIVED,
      reference: 'PAL-9D9D-33',
      shipperName: 'FREE-TEXT Jo Farmer',
      shipperEmail: address,
      shipperPhone: 'FREE-TEXT 306-555-0110',
      sampleType: 'soil',
      shipmentWeight: 'FREE-TEXT 8 kg',
      shipmentDimensions: 'FREE-TEXT 40 x 30 x 30 cm',
    },
  };
}

export type MemoryDeliveries = DeliveryStore & { all: Map<string, StoredDelivery> };

export function memoryDeliveries(): MemoryDeliveries {
  const all = new Map<string, StoredDelivery>();
  const holds = (ref: DeliveryRef, token: string) => {
    const current = all.get(deliveryKey(ref));
    return current?.state === 'sending' && current.claim === token;
  };
  return {
    all,
    async claim(ref, { token, now, until, failedToo }) {
      const current = all.get(deliveryKey(ref));
      const claimable =
        !current ||
        (current.state === 'sending' && (current.until ?? 0) < now) ||
        (failedToo && current.state === 'failed');
      if (current && !claimable) return { outcome: 'held', current };
      all.set(deliveryKey(ref), { state: 'sending', at: '', claim: token, until });
      return { outcome: 'claimed' };
    },
    async settle(ref, token, delivery) {
      if (!holds(ref, token)) return false;
      all.set(deliveryKey(ref), delivery);
      return true;
    },
    async release(ref, token) {
      if (!holds(ref, token)) return false;
      all.delete(deliveryKey(ref));
      return true;
    },
    async report(ref, { state, at, messageId, followUp }) {
      const current = all.get(deliveryKey(ref));
      const from = followUp ? ['follow-up', ...REPLACES[state]] : REPLACES[state];
      if (!current || !from.includes(current.state)) return false;
      if (followUp && current.followUp !== followUp) return false;
      const { claim: _claim, until: _until, ...kept } = current;
      all.set(deliveryKey(ref), { ...kept, state, at, ...(messageId && { messageId }) });
      return true;
    },
    async settleFollowedUp(ref, followUp, delivery) {
      const current = all.get(deliveryKey(ref));
      if (current?.state !== 'follow-up' || current.followUp !== followUp) return false;
      all.set(deliveryKey(ref), { ...delivery, followUp });
      return true;
    },
    async read(ref) {
      return all.get(deliveryKey(ref)) ?? null;
    },
  };
}

/** A day's receipt budget of `budget` receipts, counting what it let through. */
export function memoryBudget(budget = Number.POSITIVE_INFINITY): ReceiptBudget & { taken: number } {
  const store = {
    taken: 0,
    async take() {
      if (store.taken >= budget) return false;
      store.taken++;
      return true;
    },
  };
  return store;
}

export function memoryRecipients(
  suppressed: string[] = [],
  intervalSeconds = 3600,
): RecipientStore & { suppressed: Set<string> } {
  const limits = new Map<string, { recordId: string; until: number }>();
  const blocked = new Set(suppressed.map(emailKey));
  return {
    suppressed: blocked,
    async isSuppressed(address) {
      return blocked.has(emailKey(address));
    },
    async suppress(address) {
      blocked.add(emailKey(address));
    },
    async takeReceiptTurn(address, recordId, now) {
      const running = limits.get(emailKey(address));
      if (running && running.until > now && running.recordId !== recordId)
        return { turn: 'follow-up', due: running.until };
      if (!running || running.until <= now)
        limits.set(emailKey(address), { recordId, until: now + intervalSeconds });
      return { turn: 'now' };
    },
  };
}

interface MemoryFollowUp {
  ref: FollowUpRef;
  /** `<kind>/<id>` */
  members: Set<string>;
  delivery?: FollowUpDelivery;
  /** On the index of due follow-ups: until settled. */
  waiting: boolean;
}

export type MemoryFollowUps = FollowUpStore & { all: Map<string, MemoryFollowUp> };

/** Follow-ups whose receipts are bookkept in `deliveries`. */
export function memoryFollowUps(deliveries: MemoryDeliveries): MemoryFollowUps {
  const all = new Map<string, MemoryFollowUp>();
  const refsOf = (followUp: MemoryFollowUp): DeliveryRef[] =>
    [...followUp.members].sort().map((member) => {
      const [kind, id] = member.split('/') as [RecordKind, string];
      return { kind, id, message: 'receipt' };
    });
  const holds = (followUp: MemoryFollowUp | undefined, token: string) =>
    followUp?.delivery?.state === 'sending' && followUp.delivery.claim === token;
  return {
    all,
    async join(receipt, { address, due, token, at }) {
      const current = deliveries.all.get(deliveryKey(receipt));
      if (current?.state !== 'sending' || current.claim !== token) return 'lost';
      const ref = followUpOf(address, due);
      const key = followUpKey(ref);
      const member = `${receipt.kind}/${receipt.id}`;
      const followUp = all.get(key) ?? { ref, members: new Set<string>(), waiting: true };
      if (followUp.delivery && !followUp.members.has(member)) return 'closed';
      followUp.members.add(member);
      all.set(key, followUp);
      deliveries.all.set(deliveryKey(receipt), { state: 'follow-up', at, followUp: key });
      return 'joined';
    },
    async due(now, limit) {
      return [...all.values()]
        .filter((f) => f.waiting && f.ref.due <= now)
        .sort((a, b) => a.ref.due - b.ref.due)
        .slice(0, limit)
        .map((f) => f.ref);
    },
    async claim(ref, { token, now, until }) {
      const followUp = all.get(followUpKey(ref));
      if (!followUp?.waiting || followUp.ref.due > now) return { outcome: 'held' };
      const { delivery } = followUp;
      if (delivery && !(delivery.state === 'sending' && (delivery.until ?? 0) < now))
        return { outcome: 'held' };
      followUp.delivery = { state: 'sending', at: '', claim: token, until };
      return { outcome: 'claimed', members: refsOf(followUp) };
    },
    async settle(ref, token, delivery) {
      const followUp = all.get(followUpKey(ref));
      if (!followUp || !holds(followUp, token)) return false;
      followUp.delivery = delivery;
      followUp.waiting = false;
      return true;
    },
    async release(ref, token) {
      const followUp = all.get(followUpKey(ref));
      if (!followUp || !holds(followUp, token)) return false;
      delete followUp.delivery;
      return true;
    },
    async report(ref, { state, at, messageId }) {
      const followUp = all.get(followUpKey(ref));
      if (!followUp?.delivery || !REPLACES[state].includes(followUp.delivery.state)) return false;
      const { claim: _claim, until: _until, ...kept } = followUp.delivery;
      followUp.delivery = { ...kept, state, at, ...(messageId && { messageId }) };
      followUp.waiting = false;
      return true;
    },
    async members(ref) {
      const followUp = all.get(followUpKey(ref));
      return followUp ? refsOf(followUp) : null;
    },
  };
}

/** Stored records, each read with its messages' bookkeeping from `deliveries`, as the table holds both. */
export function memoryRecords(deliveries: MemoryDeliveries) {
  const stored = new Map<string, RecordByKind[RecordKind]>();
  const delivery = (ref: DeliveryRef): Delivery | null => {
    const current = deliveries.all.get(deliveryKey(ref));
    return current
      ? { state: current.state, at: current.at, reason: current.reason ?? null }
      : null;
  };
  const reader = <K extends RecordKind>(kind: K) => ({
    async get(id: string): Promise<RecordByKind[K] | null> {
      const record = stored.get(`${kind}/${id}`) as RecordByKind[K] | undefined;
      if (!record) return null;
      return {
        ...record,
        delivery: {
          alert: delivery({ kind, id, message: 'alert' }),
          receipt: delivery({ kind, id, message: 'receipt' }),
        },
      };
    },
  });
  return {
    contact: reader('contact'),
    resource: reader('resource'),
    shipping: reader('shipping'),
    put(kind: RecordKind, record: RecordByKind[RecordKind]) {
      stored.set(`${kind}/${record.id}`, record);
    },
    /** An erasure or a purge. */
    remove(kind: RecordKind, id: string) {
      stored.delete(`${kind}/${id}`);
    },
  };
}
