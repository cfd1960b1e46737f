import { createHash, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleepFor } from 'node:timers/promises';
import type * as z from 'zod/mini';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { REQUESTER_EMAIL_FIELD } from '@lab/shared/data/tables';
import type { AnyRecord } from '@lab/shared/schemas/records';
import {
  MAX_LINK_TOKEN_LENGTH,
  TRACK_NOT_FOUND,
  trackRequestSchema,
  type TrackResponse,
} from '@lab/shared/schemas/samples';
import { secretValuesFromEnv, type SecretValues } from '../../lib/auth/secret-values';
import { linkedRecord } from '../../lib/documents/document-links';
import { verifyDocumentToken } from '../../lib/documents/document-token';
import { PRIVATE_HEADERS } from '../../lib/http/private-headers';
import { json, type ApiResult } from '../../lib/http/response';
import { isUlid } from '../../lib/ids';
import { logger } from '../../lib/logging/logger';
import { asIs, apiHandler } from '../../lib/middleware/api-handler';
import { recordRepositories, type RecordRepository } from '../../lib/records/record-repository';

type TrackRepository<K extends RecordKind> = Pick<RecordRepository<K>, 'get' | 'findByReference'>;

export interface TrackRequestDeps {
  repositories: { [K in RecordKind]: TrackRepository<K> };
  linkKey: SecretValues;
  /** @default Date.now */
  now?: () => number;
  /** @default node's timer */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The least time an answer takes from the request's start. A wrong reference and a wrong
 * address do the same reads (all three tables, then a hash compare), but a found record is
 * parsed and a missing one is not, and DynamoDB's latency varies: padding every answer to
 * a floor well above the work's usual time leaves nothing to time (issue 31: enumeration).
 */
export const TRACK_MIN_DURATION_MS = 150;

/** A requester's address as compared: blind to case and surrounding space, as the index is. */
const addressDigest = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase(), 'utf8').digest();

/** What the requester may see: only what they gave or were told, never staff's work. */
export function trackView(
  kind: RecordKind,
  record: AnyRecord & { reference: string },
): TrackResponse {
  const { samplesReceived, containersSent } = record;
  return {
    reference: record.reference,
    kind,
    requestedAt: record.createdAt,
    containersSent: containersSent && {
      at: containersSent.at,
      courier: containersSent.courier,
      tracking: containersSent.tracking,
    },
    samplesReceived: samplesReceived && {
      at: samplesReceived.at,
      boxes: samplesReceived.boxes,
      condition: samplesReceived.condition,
    },
    expected: samplesReceived?.expected ?? null,
  };
}

type Found = { kind: RecordKind; record: AnyRecord & { reference: string } } | null;

/** By reference and address: every table read every time, the address compared every time. */
async function byReference(
  reference: string,
  email: string,
  repositories: TrackRequestDeps['repositories'],
): Promise<Found> {
  const found = await Promise.all(
    RECORD_KINDS.map(async (kind) => ({
      kind,
      record: (await (repositories[kind] as TrackRepository<RecordKind>).findByReference(
        reference,
      )) as AnyRecord | null,
    })),
  );
  const match = found.find((entry) => entry.record !== null);
  const stored = match?.record
    ? String(
        (match.record as unknown as Record<string, unknown>)[REQUESTER_EMAIL_FIELD[match.kind]],
      )
    : '';
  // Compared even when no record was found, so a wrong reference costs what a wrong address does.
  const same = timingSafeEqual(addressDigest(stored), addressDigest(email));
  if (!match?.record || !same || !stored || match.record.reference === null) {
    logger.info('Track refused', { reason: match?.record ? 'address' : 'reference' });
    return null;
  }
  return { kind: match.kind, record: match.record as AnyRecord & { reference: string } };
}

/** By the signed link from an e-mail (purpose `track`). */
async function byToken(
  token: string,
  { repositories, linkKey, now = Date.now }: TrackRequestDeps,
): Promise<Found> {
  const linked = token.length <= MAX_LINK_TOKEN_LENGTH ? linkedRecord(token) : null;
  if (!linked || !isUlid(linked.id)) {
    logger.info('Track refused', { reason: 'malformed' });
    return null;
  }
  const check = await verifyDocumentToken(token, { ...linked, purpose: 'track' }, linkKey, now());
  if (!check.ok) {
    logger.info('Track refused', { reason: check.reason });
    return null;
  }
  const record = (await (repositories[linked.kind] as TrackRepository<RecordKind>).get(
    linked.id,
  )) as AnyRecord | null;
  if (!record?.reference) {
    logger.info('Track refused', { reason: 'record-gone' });
    return null;
  }
  return { kind: linked.kind, record: record as AnyRecord & { reference: string } };
}

/**
 * The requester's timeline, or the one 404 for anything that does not match, answered no
 * sooner than TRACK_MIN_DURATION_MS after `startedAt`.
 */
export async function main(
  input: z.output<typeof trackRequestSchema>,
  deps: TrackRequestDeps,
  startedAt: number = (deps.now ?? Date.now)(),
): Promise<ApiResult> {
  const found =
    'token' in input
      ? await byToken(input.token, deps)
      : await byReference(input.reference, input.email, deps.repositories);
  const answer = found
    ? json(200, trackView(found.kind, found.record))
    : json(404, { message: TRACK_NOT_FOUND });
  const wait = startedAt + TRACK_MIN_DURATION_MS - (deps.now ?? Date.now)();
  if (wait > 0) await (deps.sleep ?? sleepFor)(wait);
  return {
    ...answer,
    headers: { ...answer.headers, ...PRIVATE_HEADERS, 'cache-control': 'no-store' },
  };
}

const deps: TrackRequestDeps = {
  repositories: recordRepositories(),
  linkKey: secretValuesFromEnv('documentLink'),
};

export const handler = apiHandler('track-request', {
  input: { body: trackRequestSchema },
  // Timed from the request's arrival at API Gateway (or the local server), not the
  // handler's start, so a cold start or a slow secret read is inside the padding too.
  run: ({ body }, { event }) =>
    main(body, deps, Math.min(event.requestContext.timeEpoch || Date.now(), Date.now())),
  answer: asIs,
});
