import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Option } from '@lab/shared/constants/options';

/** The choices of a native select, after an empty first option reading `prompt`. */
export interface SelectOptions {
  prompt: string;
  choices: readonly Option[];
}

export interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
  /** Makes the field a native select of these options. */
  options?: SelectOptions;
  /** A textarea of this many lines. */
  rows?: number;
  endAdornment?: ReactNode;
  /** Attributes of the <input> element itself. */
  htmlInput?: InputBaseComponentProps;
}

/**
 * An outlined text field, textarea or native select wired to a react-hook-form field:
 * error state, the message under it linked with aria-describedby, and the ref the form
 * focuses when it is the first invalid field.
 *
 * Built from MUI's parts rather than TextField, which always bundles MUI's menu-based
 * Select (Menu, Popover, Modal, List) even for a native select: about 13 KB gzip that
 * every form page would download for nothing. Selects are native (the phone's own
 * picker); a textarea has fixed `rows` (MUI's auto-sizing one keeps a hidden twin with
 * neither id nor name, which browsers report, and measures on every key).
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  options,
  rows,
  endAdornment,
  htmlInput,
  ...inputProps
}: FormTextFieldProps<T>) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState: { error } }) => {
        const message = error?.message ?? helperText;
        const common = {
          ...field,
          id,
          inputRef: ref,
          'aria-describedby': message ? helperId : undefined,
        };
        return (
          <FormControl fullWidth required={required} error={Boolean(error)}>
            {/* Labels stay above their field: a form is typeable before its island is live,
                when nothing would float a label out of the way of what is typed. */}
            <InputLabel htmlFor={id} shrink>
              {label}
            </InputLabel>
            {options ? (
              <NativeSelect
                {...common}
                input={<OutlinedInput label={label} notched />}
                inputProps={{ autoComplete: inputProps.autoComplete }}
              >
                <option value="">{options.prompt}</option>
                {options.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <OutlinedInput
                {...common}
                {...inputProps}
                label={label}
                notched
                endAdornment={endAdornment}
                // A textarea has no `type`; MUI would give it its input's default, 'text'.
                inputProps={rows ? { ...htmlInput, type: undefined } : htmlInput}
                {...(rows && { multiline: true, rows, inputComponent: 'textarea' })}
              />
            )}
            {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
