import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import type { SampleKind } from '@lab/shared/constants/samples';
import { useNotify } from '../../../components/notifications/use-notify';
import { isSessionExpired } from '../api/admin-errors';
import {
  getRecordDocument,
  saveBlob,
  type LabelSize,
  type RecordDocument,
} from '../api/get-record-document';
import { useAdminSession } from '../hooks/use-admin-session';

const LABEL_SIZES = [
  { value: 'letter', label: 'Letter' },
  { value: '4x6', label: '4×6 in' },
] as const satisfies readonly { value: LabelSize; label: string }[];

export interface RecordDocumentsProps {
  kind: SampleKind;
  id: string;
  /** Names the saved files; the record id where a record has no reference. */
  reference: string;
  cardHeadingId: string;
}

/**
 * The request's shipping label (letter or 4×6 in) and submission form, as its requester
 * got them: fetched with the session's token, then saved.
 */
export function RecordDocuments({ kind, id, reference, cardHeadingId }: RecordDocumentsProps) {
  const { client } = useAdminSession();
  const notify = useNotify();
  const sizeId = useId();
  const [size, setSize] = useState<LabelSize>('letter');
  const [busy, setBusy] = useState<RecordDocument | null>(null);

  const download = async (document: RecordDocument) => {
    setBusy(document);
    try {
      const blob = await getRecordDocument(client, { kind, id, document, size });
      const suffix = document === 'label' ? `label-${size}` : 'submission-form';
      saveBlob(blob, `${reference}-${suffix}.pdf`);
    } catch (error) {
      if (isSessionExpired(error)) return;
      notify({
        title: 'Download failed',
        description: 'The document could not be fetched. Try again.',
        tone: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.25}
      useFlexGap
      sx={{ alignItems: { sm: 'flex-end' }, flexWrap: 'wrap' }}
    >
      <FormControl sx={{ minWidth: 140 }}>
        <InputLabel htmlFor={sizeId} shrink variant="outlined">
          Label size
        </InputLabel>
        <NativeSelect
          id={sizeId}
          value={size}
          onChange={(event) => setSize(event.target.value as LabelSize)}
          sx={{ mt: 1 }}
        >
          {LABEL_SIZES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={busy !== null}
        onClick={() => void download('label')}
        aria-describedby={cardHeadingId}
      >
        {busy === 'label' ? 'Downloading…' : 'Shipping label'}
      </Button>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={busy !== null}
        onClick={() => void download('form')}
        aria-describedby={cardHeadingId}
      >
        {busy === 'form' ? 'Downloading…' : 'Submission form'}
      </Button>
    </Stack>
  );
}
