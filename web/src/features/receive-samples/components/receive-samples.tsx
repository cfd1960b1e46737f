import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { isSampleKind } from '@lab/shared/constants/samples';
import type { ReceiveSamples as Arrival } from '@lab/shared/schemas/samples';
import { ApiError } from '../../../lib/api-client';
import { findRequest, type FoundRequest } from '../api/find-request';
import { receiveSamples } from '../api/receive-samples';
import type { StaffCaller } from '../api/staff-caller';
import { alreadyReceivedWords, RECEIVE_MESSAGES, receivedWords } from '../receive-messages';
import { requestSummary } from '../request-summary';
import { scannedReference } from '../scanned-reference';
import { ArrivalForm } from './arrival-form';
import { labelBarcodeReader, type BarcodeReader } from './barcode-detection';

// Only loaded when the camera is asked for: most scans come from a handheld scanner.
const CameraScanDialog = lazy(() => import('./camera-scan-dialog'));

/** What the screen last said, in its live region. */
interface Notice {
  tone: AlertColor;
  text: string;
}

/** A request found by a scan, with samples still to receive. */
type Receivable = Extract<FoundRequest, { kind: 'resource' | 'shipping' }>;

export interface ReceiveSamplesProps {
  /** The signed-in session's client: every call carries its token. */
  caller: StaffCaller;
  /** Where a failed call's session check happens (a refused token has ended the session). */
  isSessionExpired: (error: unknown) => boolean;
}

/**
 * Staff at the laboratory's door: one field a handheld scanner types into (its Enter
 * submits), or a person types into, or the camera fills; the request it names; then the
 * boxes, their condition and a note, recorded once. Everything it says goes to one live
 * region, and the field is ready for the next scan after each.
 */
export function ReceiveSamples({ caller, isSessionExpired }: ReceiveSamplesProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const boxes = useRef<HTMLInputElement>(null);
  const [scan, setScan] = useState('');
  const [searching, setSearching] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [found, setFound] = useState<Receivable | null>(null);
  const [camera, setCamera] = useState<BarcodeReader | null>(null);

  /** Says `text` and gets the field ready for the next scan. */
  const settle = useCallback((tone: AlertColor, text: string) => {
    setNotice({ tone, text });
    setScan('');
    setFound(null);
    // After React has re-enabled the field.
    setTimeout(() => field.current?.focus(), 0);
  }, []);

  const look = useCallback(
    async (scanned: string) => {
      const typed = scanned.trim();
      if (!typed) return;
      const reference = scannedReference(typed);
      if (!reference) return settle('error', RECEIVE_MESSAGES.malformed(typed));
      setSearching(true);
      let hit: FoundRequest | null;
      try {
        hit = await findRequest(caller, reference);
      } catch (error) {
        if (!isSessionExpired(error)) settle('error', RECEIVE_MESSAGES.searchFailed);
        return;
      } finally {
        setSearching(false);
      }
      if (!hit) return settle('error', RECEIVE_MESSAGES.unknown(reference));
      if (!isSampleKind(hit.kind)) return settle('warning', RECEIVE_MESSAGES.contact(reference));
      const request = hit as Receivable;
      if (request.record.samplesReceived) {
        return settle('info', alreadyReceivedWords(reference, request.record.samplesReceived));
      }
      setNotice({ tone: 'info', text: `${reference} found: record its arrival.` });
      setScan('');
      setFound(request);
      setTimeout(() => boxes.current?.focus(), 0);
    },
    [caller, isSessionExpired, settle],
  );

  const record = async (arrival: Arrival) => {
    if (!found) return;
    const reference = found.record.reference ?? found.record.id;
    try {
      const outcome = await receiveSamples(caller, found.kind, found.record.id, arrival);
      const received = outcome.record.samplesReceived;
      if (!received) throw new Error('The answer has no samples received');
      settle(
        outcome.changed ? 'success' : 'info',
        outcome.changed
          ? receivedWords(reference, received)
          : alreadyReceivedWords(reference, received),
      );
    } catch (error) {
      if (isSessionExpired(error)) return;
      // The API's own words say what to do (a field out of range, a request gone).
      const said = error instanceof ApiError ? error.serverMessage : undefined;
      setNotice({ tone: 'error', text: said ?? RECEIVE_MESSAGES.recordFailed });
    }
  };

  const openCamera = async () => {
    const reader = await labelBarcodeReader();
    if (reader) setCamera(reader);
    else settle('warning', RECEIVE_MESSAGES.cameraUnavailable);
  };

  const closeCamera = useCallback(
    (problem?: string) => {
      setCamera(null);
      if (problem) settle('warning', problem);
      else field.current?.focus();
    },
    [settle],
  );

  const scanned = useCallback(
    (value: string) => {
      setCamera(null);
      void look(value);
    },
    [look],
  );

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!searching) void look(scan);
        }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <FormControl fullWidth>
            <InputLabel htmlFor={`${id}-scan`} shrink>
              Reference or scanned code
            </InputLabel>
            <OutlinedInput
              id={`${id}-scan`}
              inputRef={field}
              label="Reference or scanned code"
              notched
              autoFocus
              autoComplete="off"
              value={scan}
              onChange={(event) => setScan(event.target.value)}
              readOnly={searching}
              inputProps={{
                spellCheck: false,
                autoCapitalize: 'characters',
                enterKeyHint: 'search',
                'aria-describedby': `${id}-scan-help`,
              }}
            />
            <FormHelperText id={`${id}-scan-help`}>
              Scan the label (the scanner presses Enter), or type the reference and press Enter.
            </FormHelperText>
          </FormControl>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            onClick={() => void openCamera()}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            Scan with camera
          </Button>
        </Stack>
      </Box>
      {/* Always in the page, so a screen reader hears each new message in it. */}
      <Box role="status" aria-live="polite" aria-atomic="true">
        {searching ? (
          <Typography>Looking up…</Typography>
        ) : (
          notice && (
            <Alert severity={notice.tone} role="none" sx={{ overflowWrap: 'anywhere' }}>
              {notice.text}
            </Alert>
          )
        )}
      </Box>
      {found && (
        <Card component="section" aria-labelledby={`${id}-found`} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" id={`${id}-found`} sx={{ mb: 1.5 }}>
            Request found
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.25, sm: 0.75 },
              m: 0,
              mb: 3,
              '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
              '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
            }}
          >
            {requestSummary(found).map((line) => (
              <Box key={line.label} sx={{ display: 'contents' }}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </Box>
            ))}
          </Box>
          <ArrivalForm key={found.record.id} boxesRef={boxes} onRecord={record} />
        </Card>
      )}
      {camera && (
        <Suspense fallback={null}>
          <CameraScanDialog reader={camera} onScan={scanned} onClose={closeCamera} />
        </Suspense>
      )}
    </Stack>
  );
}
