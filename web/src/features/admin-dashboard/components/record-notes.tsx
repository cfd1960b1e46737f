import NoteAddIcon from '@mui/icons-material/NoteAdd';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LIMITS } from '@lab/shared/constants/limits';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { recordPatchSchema } from '@lab/shared/schemas/admin';
import type { RecordNote } from '@lab/shared/schemas/records';
import { FormTextField } from '../../../components/form/form-text-field';
import { sameNameField, ServerForm, useServerForm } from '../../../components/form/server-form';
import { isSessionExpired } from '../api/admin-errors';
import { useUpdateRecord } from '../api/update-record';
import { formatDateTime, type RecordOfKind } from '../record-views';
import { SESSION_EXPIRED_NOTICE, updateFailureNotice } from '../update-notices';

/** A record's internal notes, oldest first: who, when, and the text exactly as written. */
export function NoteList({ notes }: { notes: readonly RecordNote[] }) {
  if (notes.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No notes yet
      </Typography>
    );
  }
  return (
    <Stack component="ol" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {notes.map((note, index) => (
        <Box
          component="li"
          // Notes are only ever appended: their place is their identity.
          key={index}
          sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {note.by} · <time dateTime={note.at}>{formatDateTime(note.at)}</time>
          </Typography>
          {/* Plain text: React escapes it, so markup in a note shows as written. */}
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.text}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

interface NoteValues {
  note: string;
}

/**
 * Adds an internal note: the shared patch schema checks it here as the API does, and a
 * message the API gives for the note shows under the field. Cleared once saved.
 */
export function AddNoteForm<K extends RecordKind>({ kind, record }: RecordOfKind<K>) {
  const update = useUpdateRecord(kind, record.id);
  const { control, state } = useServerForm<NoteValues>({
    schema: recordPatchSchema,
    sendParsed: true,
    defaultValues: { note: '' },
    send: ({ note }) => update.mutateAsync({ patch: { note } }),
    fieldFor: sameNameField<NoteValues>(['note']),
    success: { title: 'Note added', description: 'Only staff can see it.' },
    failure: (error) =>
      // A refused token has ended the session with its own notice; showing the same one
      // here keeps it the notice the admin reads on the login page.
      isSessionExpired(error)
        ? SESSION_EXPIRED_NOTICE
        : updateFailureNotice('Note not added', error),
    onSuccess: 'reset',
  });
  return (
    <ServerForm
      form={state}
      submit={{ label: 'Add note', busyLabel: 'Adding...', icon: <NoteAddIcon /> }}
    >
      <FormTextField
        control={control}
        name="note"
        label="Internal note"
        rows={3}
        helperText={`Only staff see notes. Up to ${LIMITS.note} characters.`}
      />
    </ServerForm>
  );
}

export interface RecordNotesProps<K extends RecordKind> extends RecordOfKind<K> {
  /** The card's heading, so the section is told apart from the other cards'. */
  cardHeadingId: string;
}

/** The notes section of a record card: the notes so far, then a field to add one. */
export function RecordNotes<K extends RecordKind>({
  cardHeadingId,
  ...props
}: RecordNotesProps<K>) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={`${headingId} ${cardHeadingId}`}>
      {/* A label, not a heading: a card's one heading stays its requester's name. */}
      <Typography variant="subtitle2" component="p" id={headingId} sx={{ mb: 1 }}>
        Notes
      </Typography>
      <NoteList notes={props.record.notes} />
      <Box sx={{ mt: 2 }}>
        <AddNoteForm {...props} />
      </Box>
    </Box>
  );
}
