import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { useState } from 'react';
import type { TrackRequestInput } from '@lab/shared/schemas/samples';
import { trackRequestSchema } from '@lab/shared/schemas/samples';
import { PERSON_FIELDS } from '../../../components/form/form-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { ServerForm, useServerForm } from '../../../components/form/server-form';
import { TRACK_PAGE } from '../../../content/track';
import { trackRequest, type TrackOutcome } from '../api/track-request';
import { TrackOutcomeView } from './track-outcome-view';

const COPY = TRACK_PAGE.form;

interface TrackFormValues {
  reference: string;
  email: string;
}

/*
 * The form asks by reference and address: the union's first member, with the very checks
 * (and messages) the API runs. The whole union would report a bad field as "no member
 * matched", with no field to put the message under.
 */
const [byReference] = trackRequestSchema.def.options;

/**
 * The status page's form: the reference (any case, with or without dashes) and the
 * address the request was made with. Each answer shows under it, and the form stays for
 * another look.
 */
export function TrackForm() {
  const [outcome, setOutcome] = useState<TrackOutcome | null>(null);
  const { control, state } = useServerForm<TrackFormValues, TrackOutcome>({
    schema: byReference,
    // The reference as stored (upper case, dashed), the address trimmed.
    sendParsed: true,
    defaultValues: { reference: '', email: '' },
    send: (values) => trackRequest(values as TrackRequestInput),
    // `trackRequest` never throws: its outcome shows on the page, not as a toast.
    success: () => undefined,
    failure: { title: 'Error', description: TRACK_PAGE.outcome.failed },
    onSuccess: (result) => setOutcome(result),
  });
  return (
    <>
      <ServerForm
        form={state}
        submit={{ label: COPY.submit, busyLabel: COPY.busy, icon: <SearchIcon /> }}
      >
        <FormTextField
          control={control}
          name="reference"
          label={COPY.reference.label}
          placeholder={COPY.reference.placeholder}
          autoComplete="off"
          // Phones offer capitals, as references are printed; any case is accepted anyway.
          htmlInput={{ autoCapitalize: 'characters', spellCheck: false }}
          required
        />
        <FormTextField control={control} name="email" {...PERSON_FIELDS.email} label={COPY.email} />
      </ServerForm>
      {outcome && (
        <Box sx={{ mt: 4 }}>
          <TrackOutcomeView outcome={outcome} />
        </Box>
      )}
    </>
  );
}
