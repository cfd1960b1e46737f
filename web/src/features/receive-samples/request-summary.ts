import { containerTypeLabel } from '@lab/shared/constants/container-types';
import { sampleTypeLabel } from '@lab/shared/constants/sample-types';
import { RESOURCE_REQUEST_PAGE, SHIP_SAMPLE_PAGE } from '../../content/requests';
import { formatDateTime } from '../../lib/laboratory-dates';
import type { FoundRequest } from './api/find-request';

/** One labelled line of the request a scan found. */
export interface SummaryLine {
  label: string;
  value: string;
}

/**
 * What staff check a box against before recording it: the request's reference, what it is
 * (in the words its requester chose it by), who sent it, what is in it and when it was
 * asked for. A contact message is named only: it has no samples.
 */
export function requestSummary({ kind, record }: FoundRequest): SummaryLine[] {
  const reference = { label: 'Reference', value: record.reference ?? '' };
  const requested = { label: 'Requested', value: formatDateTime(record.createdAt) };
  switch (kind) {
    case 'resource':
      return [
        reference,
        { label: 'Request', value: RESOURCE_REQUEST_PAGE.form.title },
        { label: 'Requester', value: record.name },
        { label: 'Containers', value: containerTypeLabel(record.resourceId) },
        requested,
      ];
    case 'shipping':
      return [
        reference,
        { label: 'Request', value: SHIP_SAMPLE_PAGE.form.title },
        { label: 'Requester', value: record.shipperName },
        { label: 'Sample type', value: sampleTypeLabel(record.sampleType) },
        requested,
      ];
    case 'contact':
      return [reference, { label: 'Request', value: 'Contact message' }, requested];
  }
}
