import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { MAIL_MESSAGES, type DeliveryState } from '@lab/shared/constants/mail';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { normalizeReference } from '@lab/shared/constants/reference';
import {
  MAIL_REDRIVE_BATCH,
  MAIL_REDRIVE_JOB,
  type MailRedriveEvent,
} from '@lab/shared/data/mail-jobs';
import type { RedrivenRecord } from '../../jobs/mail-worker/mail-worker';
import { isUlid } from '../../lib/ids';
import { createDeliveryStore } from '../../lib/mail/deliveries';
import { instantRange, type IdRange } from '../../lib/records/id-range';
import { recordRepositories } from '../../lib/records/record-repository';
import { failedBatch } from './stream-failure';

/*
 * `npm run mail:redrive`: finds the records an operator names (ids or references, a time
 * range, or the stream batches the worker failed on) and has the mail worker send their
 * automatic messages again, MAIL_REDRIVE_BATCH records an invocation. The worker's own
 * claims make it exactly once: a message that went is not sent again, however often a
 * redrive runs, and one SES refused for good is. The same code for the local stack and a
 * deployed stage; only the target (`MailTarget`) differs.
 */

/** One record of one kind. */
export interface RecordRef {
  kind: RecordKind;
  id: string;
}

/** Where the stream batches the worker failed on are kept: an S3 bucket, or a local folder. */
export interface FailureStore {
  /** Where they are, for the operator (`s3://…` or a path). */
  readonly where: string;
  list(): Promise<string[]>;
  read(key: string): Promise<string>;
  remove(key: string): Promise<void>;
}

/** A stage's mail as the redrive reaches it. */
export interface MailTarget {
  tables: Readonly<Record<RecordKind, string>>;
  /** Reads the records (the operator's credentials in AWS). */
  client: DynamoDBDocumentClient;
  /** Invokes the mail worker with a redrive event and answers what it did. */
  invokeWorker(event: MailRedriveEvent): Promise<RedrivenRecord[]>;
  failures: FailureStore;
}

/** What to redrive; any mix of the three. */
export interface Selection {
  /** Record ids (ULIDs) or reference numbers. */
  records?: readonly string[];
  /** Records that arrived in this span (epoch ms, both ends included). */
  between?: { from: number; to: number };
  /** The records of every kept failed stream batch. */
  failures?: boolean;
}

export interface Selected {
  refs: RecordRef[];
  /** Ids or references that name no record (typed wrong, or erased). */
  unknown: string[];
  /** Each failure object read, and the records it named. */
  failureObjects: { key: string; refs: RecordRef[] }[];
  /** Failure objects that are not stream batches of this stage's record tables. */
  unreadable: string[];
}

/** How many records a range reads per page. */
const PAGE = 100;

/** The records of `kind` whose ids fall in `range`, oldest last (the list index's order). */
async function idsIn(target: MailTarget, kind: RecordKind, range: IdRange): Promise<string[]> {
  const repository = recordRepositories(target)[kind];
  const ids: string[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await repository.list({ limit: PAGE, range, ...(before && { before }) });
    ids.push(...page.items.map((record) => record.id));
    if (!page.lastId) return ids;
    before = page.lastId;
  }
}

/** The record an id or a reference names, of whichever kind holds it. */
async function find(target: MailTarget, name: string): Promise<RecordRef | null> {
  const repositories = recordRepositories(target);
  const reference = normalizeReference(name);
  for (const kind of RECORD_KINDS) {
    const record = reference
      ? await repositories[kind].findByReference(reference)
      : isUlid(name)
        ? await repositories[kind].get(name)
        : null;
    if (record) return { kind, id: record.id };
  }
  return null;
}

export async function selectRecords(target: MailTarget, selection: Selection): Promise<Selected> {
  const refs = new Map<string, RecordRef>();
  const add = (ref: RecordRef) => refs.set(`${ref.kind}/${ref.id}`, ref);
  const selected: Selected = { refs: [], unknown: [], failureObjects: [], unreadable: [] };

  for (const name of selection.records ?? []) {
    const ref = await find(target, name.trim());
    if (ref) add(ref);
    else selected.unknown.push(name);
  }
  if (selection.between) {
    const range = instantRange(selection.between);
    for (const kind of RECORD_KINDS) {
      for (const id of await idsIn(target, kind, range)) add({ kind, id });
    }
  }
  if (selection.failures) {
    const kinds = new Map(RECORD_KINDS.map((kind) => [target.tables[kind], kind]));
    for (const key of await target.failures.list()) {
      const batch = failedBatch(await target.failures.read(key), kinds);
      if (!batch) {
        selected.unreadable.push(key);
        continue;
      }
      const ids =
        'ids' in batch ? batch.ids.filter(isUlid) : await idsIn(target, batch.kind, batch.range);
      const named = ids.map((id) => ({ kind: batch.kind, id }));
      named.forEach(add);
      selected.failureObjects.push({ key, refs: named });
    }
  }
  selected.refs = [...refs.values()];
  return selected;
}

/** Where each message of each record stands now (undefined: not dealt with yet). */
export async function deliveryStates(
  target: MailTarget,
  refs: readonly RecordRef[],
): Promise<Map<string, Partial<Record<'alert' | 'receipt', DeliveryState>> | 'missing'>> {
  const deliveries = createDeliveryStore(target);
  const states = await Promise.all(
    refs.map(async (ref) => {
      const [alert, receipt] = await Promise.all(
        MAIL_MESSAGES.map((message) => deliveries.read({ ...ref, message })),
      );
      if (alert === 'missing' || receipt === 'missing') return [ref, 'missing'] as const;
      return [
        ref,
        { ...(alert && { alert: alert.state }), ...(receipt && { receipt: receipt.state }) },
      ] as const;
    }),
  );
  return new Map(states.map(([ref, state]) => [`${ref.kind}/${ref.id}`, state]));
}

/** Has the worker mail `refs`, MAIL_REDRIVE_BATCH at a time, one invocation after another. */
export async function redriveRecords(
  target: Pick<MailTarget, 'invokeWorker'>,
  refs: readonly RecordRef[],
): Promise<RedrivenRecord[]> {
  const results: RedrivenRecord[] = [];
  for (let start = 0; start < refs.length; start += MAIL_REDRIVE_BATCH) {
    const records = refs.slice(start, start + MAIL_REDRIVE_BATCH);
    results.push(...(await target.invokeWorker({ job: MAIL_REDRIVE_JOB, records })));
  }
  return results;
}

/**
 * Removes each failure object whose records all came through the redrive (sent, or dealt
 * with before); one with a record that failed again stays for the next run.
 */
export async function clearRedriven(
  target: Pick<MailTarget, 'failures'>,
  objects: Selected['failureObjects'],
  results: readonly RedrivenRecord[],
): Promise<string[]> {
  const failed = new Set(results.filter((r) => r.failed).map((r) => `${r.kind}/${r.id}`));
  const cleared: string[] = [];
  for (const { key, refs } of objects) {
    if (refs.some((ref) => failed.has(`${ref.kind}/${ref.id}`))) continue;
    await target.failures.remove(key);
    cleared.push(key);
  }
  return cleared;
}
