import type { HandlerName } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';

/**
 * What each handler may touch: the source of its IAM grants and of the environment it
 * gets. Typed by handler name, so a route added to the table without an entry here
 * does not compile.
 */
export interface RouteAccess {
  /** Tables it writes one record (and its counter shard) to. */
  write?: RecordKind[];
  /** Tables it lists through the index. */
  list?: RecordKind[];
  /** Tables it reads single items and counters from. */
  read?: RecordKind[];
  /** Sends mail through the configured SES identity. */
  mail?: boolean;
  /** Signs admins in with the user pool's app client. */
  signIn?: boolean;
}

export const ROUTE_ACCESS: Record<HandlerName, RouteAccess> = {
  'create-contact': { write: ['contact'] },
  'create-resource-request': { write: ['resource'] },
  'create-shipping-request': { write: ['shipping'] },
  'list-contacts': { list: ['contact'] },
  'list-resource-requests': { list: ['resource'] },
  'list-shipping-requests': { list: ['shipping'] },
  'get-dashboard': {
    list: ['contact', 'resource', 'shipping'],
    read: ['contact', 'resource', 'shipping'],
  },
  'notify-record': { read: ['contact', 'resource', 'shipping'], mail: true },
  'admin-login': { signIn: true },
};
