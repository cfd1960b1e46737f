import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@lab/shared/constants/honeypot';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** One field of a form's grid: the field's own props, and its width. */
export type FieldSpec<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'control'> & {
  /** Columns (of 12) the field spans from the `sm` breakpoint up; phones give it the row. */
  sm: 3 | 4 | 5 | 6 | 12;
};

/** An item of a form's grid: a field, or a heading over the fields after it. */
export type FormGridItem<T extends FieldValues> = FieldSpec<T> | { heading: string };

/** The props every form gives its person fields, spread under the form's own field name. */
export const PERSON_FIELDS = {
  fullName: { label: 'Full name', autoComplete: 'name', required: true },
  email: { label: 'Email address', type: 'email', autoComplete: 'email', required: true },
  optionalPhone: { label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
} as const;

export interface FormFieldGridProps<T extends FieldValues> {
  control: Control<T>;
  items: readonly FormGridItem<T>[];
  /** Grid items that are not text fields or selects (a checkbox), placed after `items`. */
  children?: ReactNode;
}

/**
 * A form's fields from their specs, in a grid that stacks them on phones. Headings after
 * the first get room above them, to set their group apart from the one before.
 */
export function FormFieldGrid<T extends FieldValues>({
  control,
  items,
  children,
}: FormFieldGridProps<T>) {
  return (
    <Grid container spacing={2.5}>
      {items.map((item, index) =>
        'heading' in item ? (
          <Grid size={12} key={item.heading}>
            <Typography variant="h5" component="h3" sx={index > 0 ? { mt: 1.5 } : undefined}>
              {item.heading}
            </Typography>
          </Grid>
        ) : (
          <Grid size={item.sm === 12 ? 12 : { xs: 12, sm: item.sm }} key={item.name}>
            <FormTextField control={control} {...withoutWidth(item)} />
          </Grid>
        ),
      )}
      {children}
    </Grid>
  );
}

function withoutWidth<T extends FieldValues>({ sm: _sm, ...field }: FieldSpec<T>) {
  return field;
}

/**
 * The starting values of a form of text fields and selects: each of `items`' fields, and
 * the honeypot, empty.
 */
export function emptyValues<T extends FieldValues>(items: readonly FormGridItem<T>[]): T {
  return Object.fromEntries([...fieldNames(items), HONEYPOT_FIELD].map((name) => [name, ''])) as T;
}

/** The names of the fields among `items`. */
export function fieldNames<T extends FieldValues>(items: readonly FormGridItem<T>[]) {
  return items.flatMap((item) => ('name' in item ? [item.name] : []));
}
