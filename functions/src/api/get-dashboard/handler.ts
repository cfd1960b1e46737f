import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import type { DashboardSummary } from '@lab/shared/schemas/admin';
import { json } from '../../lib/http/response';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepository, type RecordRepository } from '../../lib/repositories/record-repository';

export type DashboardDeps = { [K in RecordKind]: Pick<RecordRepository<K>, 'count' | 'list'> };

/** The three counts and the newest record of each kind: a fixed number of reads at any size. */
export async function main(repositories: DashboardDeps): Promise<DashboardSummary> {
  const [contact, resource, shipping] = await Promise.all(
    RECORD_KINDS.map(async (kind) => {
      const repository = repositories[kind] as DashboardDeps[RecordKind];
      const [count, page] = await Promise.all([repository.count(), repository.list({ limit: 1 })]);
      return { count, latest: page.items[0] ?? null };
    }),
  );
  return {
    counts: { contact: contact!.count, resource: resource!.count, shipping: shipping!.count },
    latest: {
      contact: contact!.latest as DashboardSummary['latest']['contact'],
      resource: resource!.latest as DashboardSummary['latest']['resource'],
      shipping: shipping!.latest as DashboardSummary['latest']['shipping'],
    },
  };
}

const repositories: DashboardDeps = {
  contact: recordRepository('contact'),
  resource: recordRepository('resource'),
  shipping: recordRepository('shipping'),
};

export const handler = apiHandler('get-dashboard', {}, async () =>
  json(200, await main(repositories)),
);
