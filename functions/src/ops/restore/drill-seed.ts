import { apiPath, type HandlerName } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import { emailKey } from '@lab/shared/data/tables';

/*
 * What the restore drill stores, as the web forms send it: a few requesters with records
 * of each kind, some moved on by staff, some erased before the backup, some after it.
 */

/** The public route that stores each kind of record. */
const CREATE_HANDLER = {
  contact: 'create-contact',
  resource: 'create-resource-request',
  shipping: 'create-shipping-request',
} as const satisfies Record<RecordKind, HandlerName>;

export const createPath = (kind: RecordKind) => apiPath(CREATE_HANDLER[kind]);

/** A form's body for `kind`, from requester `name` at `email`. */
export function formBody(kind: RecordKind, name: string, email: string): Record<string, unknown> {
  switch (kind) {
    case 'contact':
      return { name, email, phone: '', message: `${name} would like a call about soil testing.` };
    case 'resource':
      return {
        resourceId: 'plant-tissue-bags',
        name,
        email,
        address: '1 Main St, Leduc, AB, T9E 2X2',
        phone: null,
        comments: 'Container type: Plant Tissue Bags\nQuantity: 30',
      };
    case 'shipping':
      return {
        shipperName: name,
        shipperEmail: email,
        shipperPhone: '306-555-0199',
        sampleType: 'feed',
        shipmentWeight: '4 kg',
        shipmentDimensions: '40 x 30 x 20 cm',
      };
  }
}

export interface Requester {
  name: string;
  email: string;
  /** The records they send before the backup. */
  kinds: readonly RecordKind[];
}

/** Before the backup, each requester sends these; the addresses differ in case from their keys. */
export const REQUESTERS = [
  {
    name: 'Ada Farmer',
    email: 'Ada.Farmer@example.com',
    kinds: ['contact', 'resource', 'shipping'],
  },
  { name: 'Ben Rancher', email: 'ben.rancher@example.com', kinds: ['contact', 'shipping'] },
  { name: 'Cy Grower', email: 'CY.GROWER@example.com', kinds: ['resource', 'resource', 'contact'] },
  { name: 'Di Agronomist', email: 'di.agronomist@example.com', kinds: ['contact', 'shipping'] },
  { name: 'Ed Feedlot', email: 'ed.feedlot@example.com', kinds: ['shipping', 'contact'] },
  { name: 'Fay Orchard', email: 'fay.orchard@example.com', kinds: ['contact', 'resource'] },
] as const satisfies readonly Requester[];

/** Status changes staff make before the backup: the nth record stored, and its new status. */
export const STATUS_CHANGES: readonly { index: number; status: RecordStatus }[] = [
  { index: 0, status: 'in-progress' },
  { index: 2, status: 'done' },
  { index: 3, status: 'spam' },
  { index: 6, status: 'done' },
];

/** Erased before the backup: not in it, so nothing to apply again. */
export const ERASED_BEFORE_BACKUP = ['fay.orchard@example.com'];

/** Records that arrive after the backup: lost with the tables, as the restore point says. */
export const AFTER_BACKUP: readonly { requester: Requester; kind: RecordKind }[] = [
  {
    requester: { name: 'Ed Feedlot', email: 'ed.feedlot@example.com', kinds: [] },
    kind: 'resource',
  },
  {
    requester: { name: 'Gil Hauler', email: 'gil.hauler@example.com', kinds: [] },
    kind: 'shipping',
  },
];

/**
 * Erased after the backup (typed as a requester might, in another case): Ben and Cy's
 * records come back with the restore and must be erased again; Gil's records arrived after
 * the backup and never come back, so his erasure matches nothing.
 */
export const ERASED_AFTER_BACKUP = [
  'BEN.RANCHER@example.com',
  'cy.grower@example.com',
  'gil.hauler@example.com',
];

/** How many records the backup holds of the requesters erased after it. */
export function recordsToEraseAgain(): number {
  const erased = new Set(ERASED_AFTER_BACKUP.map(emailKey));
  return REQUESTERS.filter((r) => erased.has(emailKey(r.email))).reduce(
    (sum, r) => sum + r.kinds.length,
    0,
  );
}
