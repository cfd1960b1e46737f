import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { RouterLink } from '../../../components/router-link';
import { SITE } from '../../../config/site';
import type { ContactFormValues } from './contact-form-values';

/**
 * The contact page's consent to keep the message, with a link to the privacy policy.
 * Its error is linked to the checkbox itself, which is what focus lands on.
 */
export function ConsentCheckbox({ control }: { control: Control<ContactFormValues> }) {
  const errorId = `${useId()}-consent-error`;
  return (
    <Controller
      control={control}
      name="consent"
      render={({ field: { ref, value, onChange, onBlur, name }, fieldState: { error } }) => (
        <FormControl error={Boolean(error)}>
          {/* Not FormControlLabel's `required`: it wraps the label in a div, which a label may
              not hold. The input says it is required; the asterisk is drawn as MUI draws it. */}
          <FormControlLabel
            sx={{ alignItems: 'flex-start', mr: 0 }}
            control={
              <Checkbox
                name={name}
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
                onBlur={onBlur}
                sx={{ mt: -0.75, color: error ? 'error.main' : undefined }}
                slotProps={{
                  input: {
                    ref,
                    'aria-required': true,
                    'aria-invalid': Boolean(error),
                    'aria-describedby': error ? errorId : undefined,
                  },
                }}
              />
            }
            label={
              <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
                I consent to {SITE.name} collecting and storing the information I have submitted so
                that the laboratory can respond to my inquiry. See our{' '}
                <Link component={RouterLink} to="/privacy-policy">
                  Privacy Policy
                </Link>
                .
                <Box component="span" aria-hidden sx={{ color: error ? 'error.main' : undefined }}>
                  {'\u2009*'}
                </Box>
              </Box>
            }
          />
          {error && (
            <FormHelperText id={errorId} sx={{ ml: 4.25 }}>
              {error.message}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
