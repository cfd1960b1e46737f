import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState, type RefObject } from 'react';
import { LIMITS } from '@lab/shared/constants/limits';
import { MAX_BOXES, SAMPLE_CONDITIONS, type SampleCondition } from '@lab/shared/constants/samples';
import { receiveSamplesSchema, type ReceiveSamples } from '@lab/shared/schemas/samples';

type FieldErrors = Partial<Record<keyof ReceiveSamples, string>>;

export interface ArrivalFormProps {
  /** Sends the arrival; the form stays busy until it settles. */
  onRecord: (arrival: ReceiveSamples) => Promise<void>;
  /** The boxes field, which takes the focus when a request is found. */
  boxesRef: RefObject<HTMLInputElement | null>;
}

/**
 * Boxes received (1 unless more came), how they arrived (as expected unless not) and an
 * optional note: checked by the shared schema here as the API checks it. Plain fields, not
 * react-hook-form: the number field's text has to become the schema's whole number first.
 */
export function ArrivalForm({ onRecord, boxesRef }: ArrivalFormProps) {
  const id = useId();
  const [boxes, setBoxes] = useState('1');
  const [condition, setCondition] = useState<SampleCondition>('as-expected');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = receiveSamplesSchema.safeParse({
      boxes: boxes.trim() === '' ? Number.NaN : Number(boxes),
      condition,
      note,
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ReceiveSamples;
        found[field] ??= issue.message;
      }
      setErrors(found);
      if (found.boxes) boxesRef.current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onRecord(parsed.data);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      <FormControl error={Boolean(errors.boxes)} sx={{ maxWidth: 200 }}>
        <InputLabel htmlFor={`${id}-boxes`} shrink>
          Boxes received
        </InputLabel>
        <OutlinedInput
          id={`${id}-boxes`}
          inputRef={boxesRef}
          label="Boxes received"
          notched
          type="number"
          value={boxes}
          onChange={(event) => setBoxes(event.target.value)}
          inputProps={{
            min: 1,
            max: MAX_BOXES,
            step: 1,
            inputMode: 'numeric',
            'aria-describedby': errors.boxes ? `${id}-boxes-error` : undefined,
          }}
        />
        {errors.boxes && <FormHelperText id={`${id}-boxes-error`}>{errors.boxes}</FormHelperText>}
      </FormControl>
      <FormControl error={Boolean(errors.condition)}>
        <FormLabel id={`${id}-condition`}>Condition</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-condition`}
          row
          value={condition}
          onChange={(event) => setCondition(event.target.value as SampleCondition)}
        >
          {SAMPLE_CONDITIONS.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={option.label}
            />
          ))}
        </RadioGroup>
        {errors.condition && <FormHelperText>{errors.condition}</FormHelperText>}
      </FormControl>
      <FormControl error={Boolean(errors.note)} fullWidth>
        <InputLabel htmlFor={`${id}-note`} shrink>
          Note (optional)
        </InputLabel>
        <OutlinedInput
          id={`${id}-note`}
          label="Note (optional)"
          notched
          multiline
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          inputProps={{
            maxLength: LIMITS.note,
            'aria-describedby': errors.note ? `${id}-note-error` : undefined,
          }}
        />
        {errors.note && <FormHelperText id={`${id}-note-error`}>{errors.note}</FormHelperText>}
      </FormControl>
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Recording…' : 'Record arrival'}
        </Button>
      </div>
    </Stack>
  );
}
