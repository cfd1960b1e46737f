import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from '@lab/shared/constants/limits';
import { DELIVERY_LABELS, type DeliveryState } from '@lab/shared/constants/mail';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { replyTemplates, type ReplyDraft } from '@lab/shared/constants/reply-templates';
import type { RecordByKind, RecordReply } from '@lab/shared/schemas/records';
import { replySchema } from '@lab/shared/schemas/replies';
import { FormTextField } from '../../../components/form/form-text-field';
import { sameNameField, ServerForm, useServerForm } from '../../../components/form/server-form';
import type { Notice } from '../../../components/notifications/use-notify';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { isSessionExpired } from '../api/admin-errors';
import { useSendReply } from '../api/send-reply';
import { formatDateTime, type RecordOfKind } from '../record-views';
import { SESSION_EXPIRED_NOTICE } from '../update-notices';

/** States to act on, as the card's deliveries mark them: the reply never reached its reader. */
const TROUBLE: ReadonlySet<DeliveryState> = new Set<DeliveryState>([
  'bounced',
  'complained',
  'failed',
]);

/** What the card says of a reply's e-mail, in the words of its other deliveries: `reply sent`. */
export function replyDeliveryText(reply: RecordReply): string {
  return `reply ${DELIVERY_LABELS[reply.delivery.state]}`;
}

/** The replies sent from a record, oldest first: who, when, the subject and text as sent, where each stands. */
export function ReplyList({ replies }: { replies: readonly RecordReply[] }) {
  if (replies.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No replies yet
      </Typography>
    );
  }
  return (
    <Stack component="ol" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {replies.map((reply, index) => {
        const trouble = TROUBLE.has(reply.delivery.state);
        return (
          <Box
            component="li"
            // Replies are only ever appended: their place is their identity.
            key={index}
            sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {reply.by} · <time dateTime={reply.at}>{formatDateTime(reply.at)}</time>
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {reply.subject}
            </Typography>
            {/* Plain text: React escapes it, so markup shows as written. */}
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reply.text}
            </Typography>
            <Typography
              variant="body2"
              sx={trouble ? { color: 'error.main', fontWeight: 600 } : { color: 'text.secondary' }}
            >
              {trouble && (
                <ErrorOutlineIcon
                  aria-hidden
                  fontSize="inherit"
                  sx={{ verticalAlign: '-0.125em', mr: 0.5 }}
                />
              )}
              {replyDeliveryText(reply)} ·{' '}
              <time dateTime={reply.delivery.at}>{formatDateTime(reply.delivery.at)}</time>
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

/** Why a reply was not sent, in the API's own words when it gave any (they say what to do). */
function replyFailureNotice(error: unknown): Notice {
  if (isSessionExpired(error)) return SESSION_EXPIRED_NOTICE;
  let description = 'Something went wrong on the server. Please try again.';
  if (error instanceof ApiError) {
    if (error.status === 404) {
      description = 'This record no longer exists. Refresh the dashboard to see the current list.';
    } else if (error.serverMessage) {
      description = error.serverMessage;
    }
  } else if (error instanceof NetworkError) {
    description = 'Unable to connect to server. Check your connection and try again.';
  }
  return { title: 'Reply not sent', description, tone: 'destructive' };
}

const BLANK: ReplyDraft = { subject: '', text: '' };

interface ReplyFormProps<K extends RecordKind> extends RecordOfKind<K> {
  /** What the fields start with: a template's draft, or nothing. */
  draft: ReplyDraft;
  onSent: () => void;
}

/** Subject and message, checked by the shared schema here as the API checks them. */
function ReplyForm<K extends RecordKind>({ kind, record, draft, onSent }: ReplyFormProps<K>) {
  const send = useSendReply(kind, record.id);
  const { control, state } = useServerForm<ReplyDraft>({
    schema: replySchema,
    sendParsed: true,
    defaultValues: draft,
    send: (reply) => send.mutateAsync(reply),
    fieldFor: sameNameField<ReplyDraft>(['subject', 'text']),
    success: { title: 'Reply sent', description: 'It is kept on the record with its delivery.' },
    failure: replyFailureNotice,
    onSuccess: () => onSent(),
  });
  return (
    <ServerForm
      form={state}
      submit={{ label: 'Send', busyLabel: 'Sending...', icon: <SendIcon /> }}
    >
      <FormTextField
        control={control}
        name="subject"
        label="Subject"
        helperText={
          record.reference
            ? `The reference ${record.reference} is added unless the subject has it.`
            : undefined
        }
      />
      <FormTextField
        control={control}
        name="text"
        label="Message"
        rows={8}
        helperText={`Plain text, sent from the laboratory to the requester. Up to ${LIMITS.reply} characters.`}
      />
    </ServerForm>
  );
}

/**
 * The reply's message field inside the section (`data-reply-form`): MUI's multiline field
 * keeps a hidden twin textarea for sizing, which is never the one to focus.
 */
export const REPLY_MESSAGE_FIELD = 'textarea:not([aria-hidden="true"])';

export interface RecordRepliesProps<K extends RecordKind> extends RecordOfKind<K> {
  /** The card's heading, so the section is told apart from the other cards'. */
  cardHeadingId: string;
}

/**
 * The replies section of a record card: the replies sent so far, then a form to write one,
 * started from one of the laboratory's templates for the kind (filled in from the record)
 * or blank, and edited before it is sent.
 */
export function RecordReplies<K extends RecordKind>({
  cardHeadingId,
  ...props
}: RecordRepliesProps<K>) {
  const headingId = useId();
  const pickerId = useId();
  const templates = replyTemplates(props.kind);
  // Closed until asked for: a list shows many cards, and most get no reply.
  const [writing, setWriting] = useState(false);
  const [templateId, setTemplateId] = useState('');
  // A new form (new defaults) for each pick, and after each send: it starts blank again.
  const [generation, setGeneration] = useState(0);
  const template = templates.find((t) => t.id === templateId);
  const draft = template
    ? (template.draft as (record: RecordByKind[K]) => ReplyDraft)(props.record)
    : BLANK;
  const full = props.record.replies.length >= LIMITS.repliesPerRecord;
  const section = useRef<HTMLElement>(null);
  // Asking for the form means writing: its message field takes the focus when it opens
  // (from the button, or from the inbox's `r`), not when a template is picked.
  useEffect(() => {
    if (writing) section.current?.querySelector<HTMLElement>(REPLY_MESSAGE_FIELD)?.focus();
  }, [writing]);
  return (
    <Box
      component="section"
      ref={section}
      aria-labelledby={`${headingId} ${cardHeadingId}`}
      data-reply-form=""
      sx={{ minWidth: 0 }}
    >
      {/* A label, not a heading: a card's one heading stays its requester's name. */}
      <Typography variant="subtitle2" component="p" id={headingId} sx={{ mb: 1 }}>
        Replies to the requester
      </Typography>
      <ReplyList replies={props.record.replies} />
      {full ? (
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          This record holds as many replies as it may ({LIMITS.repliesPerRecord}).
        </Typography>
      ) : !writing ? (
        <Button
          variant="outlined"
          startIcon={<ReplyIcon />}
          onClick={() => setWriting(true)}
          aria-describedby={cardHeadingId}
          data-reply-start=""
          sx={{ mt: 2 }}
        >
          Write a reply
        </Button>
      ) : (
        <Stack spacing={2.5} sx={{ mt: 2 }}>
          <FormControl fullWidth>
            <InputLabel htmlFor={pickerId} shrink variant="outlined">
              Template
            </InputLabel>
            <NativeSelect
              id={pickerId}
              value={templateId}
              onChange={(event) => {
                setTemplateId(event.target.value);
                setGeneration((n) => n + 1);
              }}
              sx={{ mt: 1 }}
            >
              <option value="">Blank message</option>
              {templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          <ReplyForm
            key={generation}
            {...props}
            draft={draft}
            onSent={() => {
              setTemplateId('');
              setGeneration((n) => n + 1);
              setWriting(false);
            }}
          />
        </Stack>
      )}
    </Box>
  );
}
