import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { isSampleKind } from '@lab/shared/constants/samples';
import { useNotify } from '../../../components/notifications/use-notify';
import { isSessionExpired } from '../api/admin-errors';
import { useNotifyRecord } from '../api/notify-record';
import { formatDateTime, RECORD_VIEWS, type RecordOfKind, type RecordView } from '../record-views';
import { AssigneeControl } from './assignee-control';
import { DeliveryStatus } from './delivery-status';
import { FactList } from './fact-list';
import { OverdueChip } from './overdue-chip';
import { RecordNotes } from './record-notes';
import { RecordReplies } from './record-replies';
import { RecordSamples } from './record-samples';
import { RecordStatusControl, StatusChip } from './record-status-control';

const REFERENCE_SX = { fontFamily: 'monospace', fontWeight: 700, letterSpacing: '0.08em' };
const RECORD_ID_SX = { fontFamily: 'monospace', fontSize: '0.85rem' };

export interface RecordCardProps<K extends RecordKind> extends RecordOfKind<K> {
  /** Say which kind of record it is (in search results, where kinds mix). @default false */
  showKind?: boolean;
}

/**
 * One stored request: every field as plain text (React escapes it, so submitted HTML or
 * script shows literally), the reference number its requester quotes, its record id and
 * where its automatic alert and receipt stand; the two staff actions, copy e-mail and
 * notify; then the staff's work on it: its status (changed here), the last change, and
 * the internal notes.
 */
export function RecordCard<K extends RecordKind>({
  showKind = false,
  ...action
}: RecordCardProps<K>) {
  const { kind, record } = action;
  const view = RECORD_VIEWS[kind] as RecordView<K>;
  const notify = useNotify();
  const notifyRecord = useNotifyRecord();
  const headingId = useId();
  const email = view.email(record);

  const copyEmail = async () => {
    try {
      await navigator.clipboard.writeText(email);
      notify({ title: 'Email Copied', description: `${email} copied to clipboard` });
    } catch {
      notify({
        title: 'Copy Failed',
        description: 'Unable to copy email to clipboard',
        tone: 'destructive',
      });
    }
  };

  const sendNotification = async () => {
    try {
      const outcome = await notifyRecord.mutateAsync({ kind, id: record.id });
      if (outcome.sent) {
        notify({ title: 'Notification Sent', description: outcome.message, tone: 'success' });
      } else {
        notify({ title: 'Failed to Send', description: outcome.message, tone: 'destructive' });
      }
    } catch (error) {
      // A refused token has ended the session: nothing more to say of it.
      if (isSessionExpired(error)) return;
      notify({
        title: 'Error',
        description: 'Failed to send notification email',
        tone: 'destructive',
      });
    }
  };

  return (
    <Card component="article" aria-labelledby={headingId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
      >
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
        >
          <Typography
            variant="h6"
            component="h3"
            id={headingId}
            sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {view.name(record)}
          </Typography>
          <StatusChip status={record.status} />
          <OverdueChip kind={kind} record={record} />
          {showKind && <Chip label={view.singular} size="small" variant="outlined" />}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
          <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
        </Typography>
      </Stack>
      <FactList
        facts={[
          ...view.fields(record).map((field) => ({
            label: field.label,
            value: field.value || 'Not provided',
            valueSx: {
              whiteSpace: field.multiline ? 'pre-wrap' : undefined,
              color: field.value ? undefined : 'text.secondary',
            },
          })),
          // The number the requester quotes; records stored before there were any have none.
          ...(record.reference
            ? [{ label: 'Reference', value: record.reference, valueSx: REFERENCE_SX }]
            : []),
          { label: 'Record id', value: record.id, valueSx: RECORD_ID_SX },
          { label: 'Automatic e-mails', value: <DeliveryStatus delivery={record.delivery} /> },
        ]}
        sx={{
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          mt: 2,
          '& dt': { fontSize: '0.875rem', mt: { xs: 1, sm: 0 } },
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25} sx={{ mt: 2.5 }}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copyEmail()}
          aria-describedby={headingId}
        >
          Copy Email
        </Button>
        <Button
          variant="contained"
          startIcon={<ForwardToInboxIcon />}
          onClick={() => void sendNotification()}
          disabled={notifyRecord.isPending}
          aria-describedby={headingId}
        >
          {/* It e-mails the laboratory's own inbox again, never the requester: said so. */}
          {notifyRecord.isPending ? 'Sending...' : 'Re-send lab alert'}
        </Button>
      </Stack>
      {/* Container and shipping label requests only: what followed them (issue 31). */}
      {isSampleKind(kind) && (
        <>
          <Divider sx={{ my: 2.5 }} />
          <RecordSamples {...action} cardHeadingId={headingId} />
        </>
      )}
      <Divider sx={{ my: 2.5 }} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 1fr) 2fr' },
          gap: 3,
        }}
      >
        <Stack spacing={2.5}>
          <RecordStatusControl {...action} cardHeadingId={headingId} />
          <AssigneeControl {...action} cardHeadingId={headingId} />
        </Stack>
        <RecordNotes {...action} cardHeadingId={headingId} />
      </Box>
      <Divider sx={{ my: 2.5 }} />
      <RecordReplies {...action} cardHeadingId={headingId} />
    </Card>
  );
}
