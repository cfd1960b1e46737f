import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { RouterLink } from '../../../components/router-link';
import { SITE } from '../../../config/site';
import type { ContactFormValues } from './contact-form-values';

/**
 * Both boxes (MUI gives them its size), the page's CSS showing the one the native checkbox's state asks for: a tap
 * draws its tick at once, before the form's code has loaded as after (MUI draws only the
 * icon its own `checked` state names, which a tap before hydration does not change).
 */
function BoxIcons({ fontSize }: { fontSize?: SvgIconProps['fontSize'] }) {
  return (
    <>
      <CheckBoxOutlineBlankIcon className="consent-unchecked" fontSize={fontSize} />
      <CheckBoxIcon className="consent-checked" fontSize={fontSize} />
    </>
  );
}
const BOX_ICONS = <BoxIcons />;

/** The boxes' CSS: by the native input's state, never React's. */
const boxIconsSx = {
  'input:checked ~ .consent-unchecked, input:not(:checked) ~ .consent-checked': {
    display: 'none',
  },
  '&:has(input:checked)': { color: 'primary.main' },
} as const;

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
                icon={BOX_ICONS}
                checkedIcon={BOX_ICONS}
                sx={[boxIconsSx, { mt: -0.75 }, Boolean(error) && { color: 'error.main' }]}
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
