import type { ColleagueList } from '@lab/shared/schemas/accounts';
import {
  accountDirectoryFromEnv,
  type AccountDirectory,
} from '../../lib/accounts/account-directory';
import { apiHandler } from '../../lib/middleware/api-handler';

/** Whom a request may be assigned to: enabled accounts with a role, by username. */
export async function main(
  directory: Pick<AccountDirectory, 'colleagues'>,
): Promise<ColleagueList> {
  return { data: await directory.colleagues() };
}

const directory = accountDirectoryFromEnv({ signIns: false });

export const handler = apiHandler('list-colleagues', {
  input: {},
  run: () => main(directory),
  audit: { record: 'before-answer', actions: { event: 'colleagues-viewed', outcome: 'success' } },
});
