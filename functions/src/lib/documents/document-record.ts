import { containerTypeLabel, type ContainerType } from '@lab/shared/constants/container-types';
import { type SampleType, sampleTypeLabel } from '@lab/shared/constants/sample-types';
import type { ResourceRequestRecord, ShippingRequestRecord } from '@lab/shared/schemas/records';

/*
 * The stored requests a label and a submission form are printed from: a shipping-label
 * request, or a container request (whose containers say which samples will follow).
 */

export type DocumentRecord = ShippingRequestRecord | ResourceRequestRecord;

/** The sample type each container is for. */
const SAMPLE_TYPE_OF_CONTAINER: Readonly<Record<ContainerType, SampleType>> = {
  'soil-sample-bags': 'soil',
  'plant-tissue-bags': 'plant-tissue',
  'water-sample-bottles': 'water',
};

/** What the documents print about a request, as its requester submitted it. */
export interface Requester {
  readonly reference: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly sampleType: SampleType;
  readonly sampleTypeLabel: string;
  /** The request's other fields, labelled, in the order the form asked for them. */
  readonly details: readonly (readonly [label: string, value: string])[];
  readonly createdAt: string;
}

/** A record stored before references existed cannot be printed: nothing would tie the box to it. */
export class NoReference extends Error {
  constructor(readonly recordId: string) {
    super(`Record ${recordId} has no reference to print`);
    this.name = 'NoReference';
  }
}

export function requesterOf(record: DocumentRecord): Requester {
  if (record.reference === null) throw new NoReference(record.id);
  if ('shipperName' in record) {
    return {
      reference: record.reference,
      name: record.shipperName,
      email: record.shipperEmail,
      phone: record.shipperPhone,
      sampleType: record.sampleType,
      sampleTypeLabel: sampleTypeLabel(record.sampleType),
      details: [
        ['Shipment weight', record.shipmentWeight],
        ['Shipment dimensions', record.shipmentDimensions],
      ],
      createdAt: record.createdAt,
    };
  }
  const sampleType = SAMPLE_TYPE_OF_CONTAINER[record.resourceId];
  return {
    reference: record.reference,
    name: record.name,
    email: record.email,
    phone: record.phone,
    sampleType,
    sampleTypeLabel: sampleTypeLabel(sampleType),
    details: [
      ['Containers', containerTypeLabel(record.resourceId)],
      ...(record.address === null ? [] : [['Address', record.address] as const]),
      ...(record.comments === null ? [] : [['Comments', record.comments] as const]),
    ],
    createdAt: record.createdAt,
  };
}
