import { expect } from 'vitest';
import { apiPath, listRoute } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { RECORD_STATUSES } from '@lab/shared/constants/record-status';
import { RECORD_TABLES } from '@lab/shared/data/tables';
import { dashboardSummarySchema, listResponseSchema } from '@lab/shared/schemas/admin';
import { recordSchemaByKind, type AnyRecord } from '@lab/shared/schemas/records';
import { createRecordRepository } from '../../src/lib/records/record-repository';
import { localDocumentClient } from '../../src/local/local-clients';
import { SHIPPING_REQUEST } from './fixtures';
import type { useTestApi } from './test-api';

/** A valid form body of each kind, from a requester with `email`. */
export const FORM_BODIES = {
  contact: (email: string) => ({ name: 'Jo Farmer', email, message: 'Please test my soil.' }),
  resource: (email: string) => ({
    resourceId: 'soil-sample-bags',
    name: 'Jo Farmer',
    email,
    address: '1 Main St, Leduc, AB, T9E 2X2',
  }),
  shipping: (email: string) => ({ ...SHIPPING_REQUEST, shipperEmail: email }),
} as const satisfies Record<RecordKind, (email: string) => object>;

/**
 * What the staff-inbox integration tests do against a test API: submit forms, read the
 * dashboard and whole lists as an admin, reach a kind's table through its repository, and
 * check that the counters agree with the records really stored.
 */
export function inbox(context: ReturnType<typeof useTestApi>) {
  const get = (path: string) => context.api.request('GET', path, { token: context.token });

  async function create(kind: RecordKind, email = 'jo@example.com'): Promise<string> {
    const res = await context.api.request('POST', listRoute(kind).path, {
      body: FORM_BODIES[kind](email),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as { id: string }).id;
  }

  async function dashboard() {
    const res = await get(apiPath('get-dashboard'));
    expect(res.status).toBe(200);
    return dashboardSummarySchema.parse(res.body);
  }

  /** Every record a list filter lets through, page by page, as the dashboard pages it. */
  async function listAll(kind: RecordKind, query: Record<string, string> = {}, limit = 100) {
    const records: AnyRecord[] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams({
        limit: String(limit),
        ...query,
        ...(cursor && { cursor }),
      });
      const res = await get(`${listRoute(kind).path}?${params}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = listResponseSchema(recordSchemaByKind[kind]).parse(res.body);
      records.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
    return records;
  }

  const tableOf = (kind: RecordKind) => context.api.env.values[RECORD_TABLES[kind].envVar];
  const client = () => localDocumentClient(context.api.env.base.DYNAMODB_ENDPOINT as string);
  const repository = <K extends RecordKind>(kind: K) =>
    createRecordRepository({ kind, tableName: tableOf(kind), client: client() });

  /** The counts the counters hold, beside the statuses the records really have. */
  async function countsAgree(kind: RecordKind) {
    const counts = await repository(kind).count();
    const records = await listAll(kind);
    const actual = Object.fromEntries(
      RECORD_STATUSES.map((status) => [status, records.filter((r) => r.status === status).length]),
    );
    expect(counts).toEqual({ total: records.length, byStatus: actual });
  }

  return { get, create, dashboard, listAll, tableOf, client, repository, countsAgree };
}
