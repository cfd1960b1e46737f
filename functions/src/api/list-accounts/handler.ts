import type { AccountList } from '@lab/shared/schemas/accounts';
import {
  accountDirectoryFromEnv,
  type AccountDirectory,
} from '../../lib/accounts/account-directory';
import { apiHandler } from '../../lib/middleware/api-handler';

/** Every staff account, by username: role, state, last sign-in, authenticator. */
export async function main(directory: Pick<AccountDirectory, 'list'>): Promise<AccountList> {
  return { data: await directory.list() };
}

const directory = accountDirectoryFromEnv({ signIns: true });

export const handler = apiHandler('list-accounts', {
  input: {},
  run: () => main(directory),
  audit: { record: 'before-answer', actions: { event: 'accounts-viewed', outcome: 'success' } },
});
