import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RECORD_LINK } from '@lab/shared/constants/mail';
import { normalizeReference } from '@lab/shared/constants/reference';
import { recordSearchQuerySchema, type RecordSearchQuery } from '@lab/shared/schemas/admin';
import { ApiError } from '../../../lib/api-client';
import { isNetworkFailure, isSessionExpired } from '../api/admin-errors';
import { recordSearchQueryOptions } from '../api/find-records';
import { useAdminSession } from '../hooks/use-admin-session';
import { EraseRequester } from './erase-requester';
import { RecordCard } from './record-card';

const [byEmail, byId, byReference] = recordSearchQuerySchema.options;

const EMPTY = 'Enter an e-mail address or a reference.';

type SearchOutcome = { search: RecordSearchQuery } | { error: string };

function outcomeOf(
  parsed: ReturnType<typeof searchFor> | ReturnType<typeof byReference.safeParse>,
): SearchOutcome {
  if (parsed.success) return { search: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? EMPTY };
}

/** The search a typed value asks for, before it is checked. */
function searchFor(value: string) {
  if (value.includes('@')) return byEmail.safeParse({ email: value });
  // As the requester reads it out: any case, dashes or spaces anywhere or none.
  if (normalizeReference(value) !== null) return byReference.safeParse({ reference: value });
  return byId.safeParse({ id: value });
}

/**
 * What the admin typed as a search: an e-mail address when it holds an '@', a reference
 * number when it reads as one (`pal7k3q9d` too), otherwise a record's id. Checked by the
 * API's own schema, so the same input is refused here with the same words, and a
 * reference is sent as it is stored.
 */
export function toSearch(text: string): SearchOutcome {
  const value = text.trim();
  return value ? outcomeOf(searchFor(value)) : { error: EMPTY };
}

/**
 * The search the alert's link (`?reference=`, see RECORD_LINK) opens the dashboard with:
 * its value in the box and searched for as a reference, never as an id, so a mangled link
 * gets the reference's own words on what it should look like. Null without the parameter.
 */
export function linkedSearch(params: URLSearchParams) {
  const reference = params.get(RECORD_LINK.param)?.trim();
  if (!reference) return null;
  const outcome = outcomeOf(byReference.safeParse({ reference }));
  return {
    text: reference,
    search: 'search' in outcome ? outcome.search : null,
    error: 'error' in outcome ? outcome.error : null,
  };
}

/** What a search looked for, as it was sent. */
function termOf(search: RecordSearchQuery): string {
  if ('email' in search) return search.email;
  return 'reference' in search ? search.reference : search.id;
}

/** The API's word on a search it refused, if it gave one. */
function refusal(error: unknown): string {
  if (isNetworkFailure(error)) return 'Unable to connect to server.';
  if (error instanceof ApiError && error.status === 400) {
    const { email, id, reference } = error.fieldErrors;
    const field = email ?? reference ?? id;
    return field ?? error.serverMessage ?? 'The search was refused.';
  }
  return 'The search could not be made. Please try again.';
}

/**
 * Finds a requester's records of every kind by e-mail address, or one record by its
 * reference number or its id, and shows them as cards with the same actions as the lists'.
 * What was found is read out; Clear goes back to the search box. Opened from the alert's
 * link, it starts with that record's search made.
 */
export function RecordSearch() {
  const id = useId();
  const { client, role } = useAdminSession();
  // Erasure is the administrators' (the API refuses it to staff too).
  const administrator = role === 'administrator';
  const inputRef = useRef<HTMLInputElement>(null);
  const [params, setParams] = useSearchParams();
  // Read once, when the dashboard opens: later searches are the admin's own.
  const [linked] = useState(() => linkedSearch(params));
  const [text, setText] = useState(linked?.text ?? '');
  const [inputError, setInputError] = useState<string | null>(linked?.error ?? null);
  const [search, setSearch] = useState<RecordSearchQuery | null>(linked?.search ?? null);
  const query = useQuery({
    ...recordSearchQueryOptions(client, search ?? { id: '' }),
    enabled: search !== null,
  });

  // A refused token has ended the session: nothing more to say of it.
  const expired = isSessionExpired(query.error);

  /** Once the admin searches afresh, the address no longer names what is shown. */
  const forgetLink = () => {
    if (!params.has(RECORD_LINK.param)) return;
    setParams(
      (current) => {
        current.delete(RECORD_LINK.param);
        return current;
      },
      { replace: true },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgetLink();
    const outcome = toSearch(text);
    if ('error' in outcome) {
      setInputError(outcome.error);
      setSearch(null);
      inputRef.current?.focus();
      return;
    }
    setInputError(null);
    // The same search again asks afresh: the records may have changed since.
    if (search && JSON.stringify(search) === JSON.stringify(outcome.search)) void query.refetch();
    setSearch(outcome.search);
  };
  const clear = () => {
    forgetLink();
    setText('');
    setSearch(null);
    setInputError(null);
    inputRef.current?.focus();
  };

  const term = search && termOf(search);
  const hits = query.data ?? [];
  const fieldError = inputError ?? (query.isError && !expired ? refusal(query.error) : null);
  let outcome = '';
  if (search && query.isFetching) outcome = 'Searching...';
  else if (search && query.isSuccess) {
    outcome =
      hits.length === 0
        ? `No records found for ${term}`
        : `${hits.length} ${hits.length === 1 ? 'record' : 'records'} found for ${term}`;
  }

  const helperId = `${id}-helper`;
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" id={`${id}-heading`} sx={{ mb: 1.5 }}>
        Find records
      </Typography>
      <Box component="form" role="search" noValidate onSubmit={submit}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: 'flex-start' }}
        >
          <FormControl error={Boolean(fieldError)} sx={{ width: { xs: '100%', sm: 420 } }}>
            <InputLabel htmlFor={id}>E-mail address or reference</InputLabel>
            <OutlinedInput
              id={id}
              inputRef={inputRef}
              label="E-mail address or reference"
              type="search"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              inputProps={{ 'aria-describedby': helperId }}
            />
            <FormHelperText id={helperId}>
              {fieldError ??
                'Every kind of record with that e-mail address, or the record with that reference.'}
            </FormHelperText>
          </FormControl>
          <Stack direction="row" spacing={1} sx={{ pt: { sm: 1 } }}>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
              Search
            </Button>
            {(search || text) && (
              <Button variant="text" onClick={clear}>
                Clear
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
      <Typography role="status" sx={{ mt: outcome ? 2 : 0, fontWeight: 600 }}>
        {outcome}
      </Typography>
      {administrator && search && 'email' in search && query.isSuccess && hits.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <EraseRequester
            email={search.email}
            found={{
              contact: hits.filter((hit) => hit.kind === 'contact').length,
              resource: hits.filter((hit) => hit.kind === 'resource').length,
              shipping: hits.filter((hit) => hit.kind === 'shipping').length,
            }}
          />
        </Box>
      )}
      {search && hits.length > 0 && (
        <Stack
          component="ul"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}
          aria-label="Search results"
        >
          {hits.map((hit) => (
            <li key={`${hit.kind}:${hit.record.id}`}>
              <RecordCard kind={hit.kind} record={hit.record} showKind />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
