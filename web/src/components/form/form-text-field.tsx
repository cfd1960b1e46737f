import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'>;

/**
 * A text field (or, with `select`, a select) wired to a react-hook-form field: error
 * state, the message under it (MUI links it with aria-describedby), and the ref the form
 * focuses when it is the first invalid field. `helperText` shows while there is no error.
 * A multiline field is a plain textarea of `rows` lines: MUI's auto-sizing one keeps a
 * hidden twin with neither id nor name (browsers report it) and measures on every key.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  slotProps,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState: { error } }) => (
        <TextField
          {...field}
          {...props}
          slotProps={
            props.multiline
              ? { ...slotProps, input: { inputComponent: 'textarea', ...slotProps?.input } }
              : slotProps
          }
          inputRef={ref}
          error={Boolean(error)}
          helperText={error?.message ?? helperText}
        />
      )}
    />
  );
}
