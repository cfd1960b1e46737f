import { performance } from 'node:perf_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import autocannon, { type Result } from 'autocannon';
import { apiPath, type HandlerName } from '@lab/shared/api/routes';
import { listResponseSchema } from '@lab/shared/schemas/admin';
import { createdResponseSchema } from '@lab/shared/schemas/api-error';
import type { ContactPageInput } from '@lab/shared/schemas/contact';
import { shippingRequestRecordSchema } from '@lab/shared/schemas/records';
import type { ResourceRequestInput } from '@lab/shared/schemas/resource-request';
import type { ShippingRequestInput } from '@lab/shared/schemas/shipping-request';
import { isTransactionConflict } from '../src/lib/aws/dynamo-errors';
import { expectStatus, type Api } from './measure';

export interface LoadResult {
  /** The route, as `METHOD /path`. */
  request: string;
  amount: number;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; mean: number; max: number };
  statusCounts: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Ids the API answered 201 with (POST loads). */
  acknowledgedIds: string[];
}

/**
 * A valid body for each public form, typed by its shared schema's input; `[<id>]` makes
 * autocannon send a different name on every request.
 */
export const FORM_BODIES = {
  'create-contact': {
    name: 'Bench Contact [<id>]',
    email: 'contact@example.com',
    phone: '780-555-0100',
    subject: 'soil-diagnostic',
    message: 'Please call me about soil testing for 40 acres of canola.',
    consent: true,
  } satisfies ContactPageInput,
  'create-resource-request': {
    resourceId: 'soil-sample-bags',
    name: 'Bench Grower [<id>]',
    email: 'grower@example.com',
    // The server checks the postal code at the end of the one-line address.
    address: '1 Main St, Leduc, AB, T9E 2X2',
    phone: '780-555-0100',
    comments: 'Container type: Soil Sample Bags\nQuantity: 30',
  } satisfies ResourceRequestInput,
  'create-shipping-request': {
    shipperName: 'Bench Shipper [<id>]',
    shipperEmail: 'shipper@example.com',
    shipperPhone: '780-555-0100',
    sampleType: 'soil',
    shipmentWeight: '5 kg',
    shipmentDimensions: '30 x 20 x 20 cm',
  } satisfies ShippingRequestInput,
} as const satisfies Partial<Record<HandlerName, unknown>>;

export type FormRoute = keyof typeof FORM_BODIES;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function summarize(
  request: string,
  amount: number,
  connections: number,
  seconds: number,
  result: Result,
  acknowledgedIds: string[],
): LoadResult {
  return {
    request,
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

/** `amount` submissions of one public form over `connections` concurrent keep-alive connections. */
export async function submitForms(
  api: Api,
  route: FormRoute,
  amount: number,
  connections: number,
): Promise<LoadResult> {
  const acknowledgedIds: string[] = [];
  const path = apiPath(route);
  const start = performance.now();
  const result = await autocannon({
    url: api.base + path,
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
        body: JSON.stringify(FORM_BODIES[route]),
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
  return summarize(`POST ${path}`, amount, connections, seconds, result, acknowledgedIds);
}

/** `amount` authenticated GETs of `path` over `connections` concurrent keep-alive connections. */
export async function readUnderLoad(
  api: Api,
  path: string,
  amount: number,
  connections: number,
): Promise<LoadResult> {
  const start = performance.now();
  const result = await autocannon({
    url: api.base + path,
    amount,
    connections,
    timeout: 60,
    headers: api.token ? { authorization: `Bearer ${api.token}` } : {},
  });
  const seconds = (performance.now() - start) / 1000;
  return summarize(`GET ${path}`, amount, connections, seconds, result, []);
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
