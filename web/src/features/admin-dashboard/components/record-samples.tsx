import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { optionLabel } from '@lab/shared/constants/options';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import {
  COURIERS,
  isSampleKind,
  SAMPLE_CONDITIONS,
  trackingUrl,
} from '@lab/shared/constants/samples';
import type { ContainersSentFact, SamplesReceived } from '@lab/shared/schemas/samples';
import { expectedResultsWords } from '../../../lib/laboratory-dates';
import { formatDateTime, type RecordOfKind } from '../record-views';
import { ContainersSentForm } from './containers-sent-form';
import { DeliveryLine } from './delivery-status';
import { FactList, type Fact } from './fact-list';
import { RecordDocuments } from './record-documents';

const NOT_YET = <Box sx={{ color: 'text.secondary' }}>Not yet</Box>;

/** When and who: 'Nov 27, 2026, 9:30 AM by sam'. */
function WhenBy({ at, by }: { at: string; by: string }) {
  return (
    <Box>
      <time dateTime={at}>{formatDateTime(at)}</time> by {by}
    </Box>
  );
}

function ReceivedFact({ received }: { received: SamplesReceived }) {
  return (
    <>
      <WhenBy at={received.at} by={received.by} />
      <Box>
        {received.boxes} {received.boxes === 1 ? 'box' : 'boxes'},{' '}
        {optionLabel(SAMPLE_CONDITIONS, received.condition).toLowerCase()}
      </Box>
      {received.note && <Box sx={{ whiteSpace: 'pre-wrap' }}>Note: {received.note}</Box>}
      <Box>Results expected {expectedResultsWords(received.expected)}</Box>
      <DeliveryLine message="arrival e-mail" delivery={received.delivery} />
    </>
  );
}

function SentFact({ sent }: { sent: ContainersSentFact }) {
  return (
    <>
      <WhenBy at={sent.at} by={sent.by} />
      <Box>
        {optionLabel(COURIERS, sent.courier)}:{' '}
        <Link
          href={trackingUrl(sent.courier, sent.tracking)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {sent.tracking}
        </Link>
      </Box>
      <DeliveryLine message="tracking e-mail" delivery={sent.delivery} />
    </>
  );
}

export interface RecordSamplesProps<K extends RecordKind> extends RecordOfKind<K> {
  cardHeadingId: string;
}

/**
 * What followed a container or shipping label request (issue 31): the containers sent (a
 * container request; marked here until they are), the samples received at the door, each
 * with its e-mail's delivery, and the request's printable documents. Nothing for a contact
 * message, which has no samples.
 */
export function RecordSamples<K extends RecordKind>({
  kind,
  record,
  cardHeadingId,
}: RecordSamplesProps<K>) {
  const headingId = useId();
  if (!isSampleKind(kind)) return null;
  const { samplesReceived, containersSent } = record;
  const facts: Fact[] = [
    ...(kind === 'resource'
      ? [
          {
            label: 'Containers sent',
            value: containersSent ? <SentFact sent={containersSent} /> : NOT_YET,
          },
        ]
      : []),
    {
      label: 'Samples received',
      value: samplesReceived ? <ReceivedFact received={samplesReceived} /> : NOT_YET,
    },
  ];
  return (
    <Box component="section" aria-labelledby={`${headingId} ${cardHeadingId}`} sx={{ minWidth: 0 }}>
      {/* A label, not a heading: a card's one heading stays its requester's name. */}
      <Typography variant="subtitle2" component="p" id={headingId} sx={{ mb: 1 }}>
        Samples
      </Typography>
      <Stack spacing={2.5}>
        <FactList
          facts={facts}
          sx={{
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1 },
            '& dt': { fontSize: '0.875rem', mt: { xs: 1, sm: 0 } },
          }}
        />
        {kind === 'resource' && !containersSent && <ContainersSentForm id={record.id} />}
        <RecordDocuments
          kind={kind}
          id={record.id}
          reference={record.reference ?? record.id}
          cardHeadingId={cardHeadingId}
        />
      </Stack>
    </Box>
  );
}
