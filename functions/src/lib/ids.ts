import { decodeTime, monotonicFactory } from 'ulid';

const nextUlid = monotonicFactory();

export interface Stamp {
  /** A ULID: unique, and sorts in creation order. */
  id: string;
  /** ISO-8601 UTC. */
  createdAt: string;
}

/** The id and creation time of a new record, from one clock reading. */
export function newStamp(now: number = Date.now()): Stamp {
  return { id: nextUlid(now), createdAt: new Date(now).toISOString() };
}

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function isUlid(value: string): boolean {
  return ULID.test(value);
}

/** When a record was made (epoch ms), read from its id: a ULID starts with its creation time. */
export function idTime(id: string): number {
  return decodeTime(id);
}
