import { performance } from 'node:perf_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { listResponseSchema } from '@lab/shared/schemas/admin';
import { createdResponseSchema } from '@lab/shared/schemas/api-error';
import { shippingRequestRecordSchema } from '@lab/shared/schemas/records';
import type { ShippingRequestInput } from '@lab/shared/schemas/shipping-request';
import autocannon from 'autocannon';
import { isTransactionConflict } from '../src/lib/repositories/record-repository';
import { expectStatus, type Api } from './measure';

export interface LoadResult {
  amount: number;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; mean: number; max: number };
  statusCounts: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Ids the API answered 201 with. */
  acknowledgedIds: string[];
}

/** A valid body; `[<id>]` makes autocannon send a different shipper on every request. */
const body = {
  shipperName: 'Bench Shipper [<id>]',
  shipperEmail: 'shipper@example.com',
  shipperPhone: '780-555-0100',
  sampleType: 'soil',
  shipmentWeight: '5 kg',
  shipmentDimensions: '30 x 20 x 20 cm',
} satisfies ShippingRequestInput;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `amount` public shipping requests over `connections` concurrent keep-alive connections. */
export async function submitShippingRequests(
  api: Api,
  amount: number,
  connections: number,
): Promise<LoadResult> {
  const acknowledgedIds: string[] = [];
  const start = performance.now();
  const result = await autocannon({
    url: `${api.base}/api/shipping/request`,
    amount,
    connections,
    // Long enough that a slow answer is measured as slow, not retried by a client timeout
    // (a timed-out request may still be stored, which would blur the count check).
    timeout: 60,
    idReplacement: true,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        onResponse: (status, text) => {
          if (status !== 201) return;
          // A malformed 201 is left out of the ids, so the acknowledged-ids check catches it.
          const created = createdResponseSchema.safeParse(parseJson(text));
          if (created.success) acknowledgedIds.push(created.data.id);
        },
      },
    ],
  });
  const seconds = (performance.now() - start) / 1000;
  return {
    amount,
    connections,
    seconds,
    requestsPerSecond: amount / seconds,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: result.latency.mean,
      max: result.latency.max,
    },
    statusCounts: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    acknowledgedIds,
  };
}

const shippingPage = listResponseSchema(shippingRequestRecordSchema);

/** Every id of the shipping list, following `nextCursor` page by page until it is null. */
export async function listAllShippingIds(
  api: Api,
  maxPages: number,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    if (pages >= maxPages) throw new Error(`Listing did not end within ${maxPages} pages`);
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = shippingPage.parse(
      await expectStatus(api, `/api/shipping/request?limit=100${query}`, 200),
    );
    ids.push(...page.data.map((record) => record.id));
    cursor = page.nextCursor;
    pages++;
  } while (cursor !== null);
  return { ids, pages };
}

export interface TransactionStats {
  /** TransactWriteItems calls the repositories made, retries included. */
  calls: number;
  /** Calls that failed on a conflict; the repository retries these. */
  conflicts: number;
  otherErrors: number;
  /** Extra HTTP attempts the SDK made on its own (throttling, network). */
  sdkRetries: number;
}

/**
 * Counts the transactions of the handlers' shared DynamoDB client from the outside, so
 * conflicts and retries are visible without touching the code under test.
 */
export function watchTransactions(client: DynamoDBDocumentClient): TransactionStats {
  const stats: TransactionStats = { calls: 0, conflicts: 0, otherErrors: 0, sdkRetries: 0 };
  const attempts = (value: unknown) =>
    (value as { $metadata?: { attempts?: number } }).$metadata?.attempts ?? 1;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'TransactWriteItemsCommand') return next(args);
      stats.calls++;
      try {
        const result = await next(args);
        stats.sdkRetries += attempts(result.output) - 1;
        return result;
      } catch (error) {
        stats.sdkRetries += attempts(error) - 1;
        if (isTransactionConflict(error)) stats.conflicts++;
        else stats.otherErrors++;
        throw error;
      }
    },
    { step: 'initialize', name: 'benchTransactionStats' },
  );
  return stats;
}
