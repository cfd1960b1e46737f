import { ulid } from 'ulid';
import { CONTACT_SUBJECT_VALUES } from '@lab/shared/constants/contact-subjects';
import { CONTAINER_TYPES } from '@lab/shared/constants/container-types';
import { RECORD_STATUSES, type RecordStatus } from '@lab/shared/constants/record-status';
import { addDays, laboratoryDay, laboratoryDayRange } from '@lab/shared/time/laboratory-time';
import type { Stamp } from '../src/lib/ids';
import type { NewRecord } from '../src/lib/records/item';
import { ADMIN_USERNAME } from '../src/local/stack';

/*
 * What the benchmarks seed: a laboratory's history, record `n` being the n-th newest. Every
 * figure is a pure function of `n` and the dataset's anchor, so a table grown from 1,000 to
 * 100,000 records keeps its 1,000 newest (the first seeding) and gains 99,000 older ones, and
 * the expected counts of any slice can be computed without reading the table.
 */

/** Kinds the benchmarks seed: the contact list, and the container requests the export reads. */
export type SeededKind = 'contact' | 'resource';

const MINUTE = 60_000;
/**
 * One request every 9 minutes: 100,000 records span 625 days, inside the 24 months the
 * retention purge keeps, and the 1,000 newest span the last 6¼ days.
 */
export const SPACING_MS = 9 * MINUTE;

/**
 * The requester whose records a search by address finds: typed in mixed case as people
 * do, found in lower case (the index key is trimmed and lower-cased). Their records are
 * contact messages among the 1,000 newest, so a search (which reads every kind's table)
 * finds the same handful at every table size.
 */
export const KNOWN_ADDRESS = 'Known.Grower@Example.com';
const KNOWN_RECORDS: ReadonlySet<number> = new Set([3, 140, 388, 612, 977]);

/** How many of a hundred records end in each status: most done, as in a working lab. */
const STATUS_PERCENT = { new: 8, 'in-progress': 7, spam: 5, done: 80 } as const satisfies Record<
  RecordStatus,
  number
>;

const FIRST_NAMES = ['Zoë', 'François', 'Éloïse', 'Noël', 'Renée', 'Łukasz', 'Søren', 'Ana'];
const LAST_NAMES = ['Bélanger', 'Côté', 'Müller', 'Nguyễn', 'Ødegaard', 'Šimek', 'Gauthier'];

/** The status of record `n`: spread over the table by a hash of n, so every slice has the mix. */
export function statusOf(n: number): RecordStatus {
  // Knuth's multiplicative hash: consecutive records land far apart in 0..99.
  let bucket = (Math.imul(n + 1, 2654435761) >>> 0) % 100;
  for (const status of RECORD_STATUSES) {
    bucket -= STATUS_PERCENT[status];
    if (bucket < 0) return status;
  }
  return 'done';
}

/** Who the seeded status changes name. */
const SEED_ADMIN = 'bench-seed';

/**
 * The staff who hold records: three people, one of them the administrator the benchmark
 * signs in as, so `?assignee=me` finds that person's share.
 */
export const BENCH_STAFF = [ADMIN_USERNAME, 'staff.kim', 'staff.jo'] as const;

/**
 * Who holds record `n`: a quarter of the records nobody, the rest shared by BENCH_STAFF, spread
 * by a hash other than the status's so every status has every holder.
 */
export function assigneeOf(n: number): string | null {
  const bucket = (Math.imul(n + 1, 2246822519) >>> 0) % 4;
  return bucket === 0 ? null : (BENCH_STAFF[bucket - 1] ?? null);
}

/**
 * The staff's work on record `n` (which arrived at `createdAt`): its status and, unless it
 * is still new, the change that set it, made as it arrived; who holds it. No notes.
 */
export function workOf(n: number, createdAt: string) {
  const status = statusOf(n);
  const changed = status !== 'new';
  return {
    status,
    statusChangedAt: changed ? createdAt : null,
    statusChangedBy: changed ? SEED_ADMIN : null,
    assignee: assigneeOf(n),
  };
}

/** The requester's address on record `n`: a different one for each, but the known requester's. */
function addressOf(kind: SeededKind, n: number): string {
  return kind === 'contact' && KNOWN_RECORDS.has(n) ? KNOWN_ADDRESS : `${kind}${n}@example.com`;
}

/** The numbers of the known requester's contact records among the `size` newest. */
export function knownRecordsIn(size: number): number[] {
  return [...KNOWN_RECORDS].filter((n) => n < size);
}

/**
 * Record `n`'s requester: accents in most names, and now and then a value a spreadsheet
 * would read as a formula (OWASP's list: a leading =, +, - or @), as the export must carry
 * them.
 */
function personOf(n: number) {
  const first = FIRST_NAMES[n % FIRST_NAMES.length] as string;
  const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length] as string;
  return {
    name: n % 97 === 0 ? `@${last} Farms` : `${first} ${last}`,
    // International numbers start with +, which a spreadsheet reads as a formula.
    phone:
      n % 3 === 0
        ? null
        : n % 2
          ? `+1 780 555 ${String(n % 10_000).padStart(4, '0')}`
          : '780-555-0100',
  };
}

const requestText = (n: number) =>
  n % 20 === 0
    ? `=SUM(${n % 7},3) bags, "as before", for the north quarter`
    : `Request ${n}: soil testing for 40 acres of canola, 3 fields, pick-up Tuesday.`;

/** The id and arrival time of record `n`: SPACING_MS before record n − 1. */
export function stampOf(anchor: number, n: number): Stamp {
  const at = anchor - n * SPACING_MS;
  // Not the product's `newStamp`: its monotonic ids would clamp times older than the last.
  return { id: ulid(at), createdAt: new Date(at).toISOString() };
}

/** Record `n` of a kind, as its public form stores it (before any status change). */
export function recordOf<K extends SeededKind>(kind: K, anchor: number, n: number): NewRecord<K> {
  // No reference number: seeded straight into the table, they have no claim items.
  const stamp = { ...stampOf(anchor, n), reference: null };
  const email = addressOf(kind, n);
  const { name, phone } = personOf(n);
  const records: { [S in SeededKind]: () => NewRecord<S> } = {
    contact: () => ({
      ...stamp,
      name,
      email,
      phone,
      subject: CONTACT_SUBJECT_VALUES[n % CONTACT_SUBJECT_VALUES.length] ?? null,
      message: requestText(n),
    }),
    resource: () => {
      const container = CONTAINER_TYPES[n % CONTAINER_TYPES.length] ?? CONTAINER_TYPES[0];
      return {
        ...stamp,
        name,
        resourceId: container.value,
        email,
        phone,
        address: `${n} Range Road 24${n % 10}, Leduc, AB, T9E 2X2`,
        comments:
          n % 20 === 0
            ? requestText(n)
            : `Container type: ${container.label}\nQuantity: ${(n % 5) * 10 + 10}`,
      };
    },
  };
  return records[kind]() as NewRecord<K>;
}

/** The number of the record that arrived at `createdAt` (an ISO instant), or NaN. */
export function numberAt(anchor: number, createdAt: string): number {
  const n = (anchor - Date.parse(createdAt)) / SPACING_MS;
  return Number.isInteger(n) ? n : NaN;
}

/** The laboratory's day (YYYY-MM-DD, as the list's filter counts days) `days` before the anchor's. */
export function dayBefore(anchor: number, days: number): string {
  return addDays(laboratoryDay(anchor), -days);
}

/**
 * The numbers of the records that arrived from the start of day `from` to the end of day
 * `to` (the laboratory's days, as the list's filter reads them), among the `size` newest:
 * [newest, oldest].
 */
export function recordsBetween(
  anchor: number,
  size: number,
  { from, to }: { from: string; to: string },
): [number, number] {
  const { start } = laboratoryDayRange(from);
  const { end } = laboratoryDayRange(to);
  const newest = Math.max(0, Math.ceil((anchor - end) / SPACING_MS));
  const oldest = Math.min(size - 1, Math.floor((anchor - start) / SPACING_MS));
  return [newest, oldest];
}
