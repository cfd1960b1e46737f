import type { RecordByKind } from '../schemas/records';
import { RECORD_KINDS, type RecordKind } from './record-kinds';

/** Labels for some of a kind's stored fields, by field name. */
type FieldLabels<K extends RecordKind> = Partial<Record<keyof RecordByKind[K], string>>;

/**
 * What staff read beside each field of a stored request: in the laboratory's alert e-mail,
 * on the dashboard's record card and as the readable CSV export's column headings. Each
 * reader takes them from `recordFieldLabels`.
 */
const RECORD_FIELD_LABELS = {
  contact: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
  },
  resource: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    resourceId: 'Container type',
    address: 'Shipping address',
    comments: 'Comments',
  },
  shipping: {
    shipperName: 'Shipper name',
    shipperEmail: 'Email',
    shipperPhone: 'Phone',
    sampleType: 'Sample type',
    shipmentWeight: 'Shipment weight',
    shipmentDimensions: 'Shipment dimensions',
  },
} as const satisfies { [K in RecordKind]: FieldLabels<K> };

/** Where staff read a record's fields: the alert e-mail, the dashboard's record card, or the readable CSV export. */
export type FieldLabelReader = 'alert' | 'card' | 'export';

/** The label of each labelled field of each kind, for one reader. */
export type RecordFieldLabels = {
  readonly [K in RecordKind]: Readonly<Record<keyof (typeof RECORD_FIELD_LABELS)[K], string>>;
};

/** A reader's own wording of a field, where it is not the label above. */
const OWN_WORDING: {
  readonly [R in FieldLabelReader]: { readonly [K in RecordKind]?: FieldLabels<K> };
} = {
  // The alert shows the comments without the container type line the form writes into
  // them (the type is a field of the alert already): not the stored comments as they are.
  alert: { resource: { comments: 'Details' } },
  // The card has always said just 'Address', the spec's name for the field.
  card: { resource: { address: 'Address' } },
  // The export's column has the stored comments, so it keeps the fields' own labels.
  export: {},
};

/** Every kind's field labels as `reader` words them. */
export function recordFieldLabels(reader: FieldLabelReader): RecordFieldLabels {
  return Object.fromEntries(
    RECORD_KINDS.map((kind) => [
      kind,
      { ...RECORD_FIELD_LABELS[kind], ...OWN_WORDING[reader][kind] },
    ]),
  ) as RecordFieldLabels;
}
