import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SITE } from '../../config/site';
import { FORM_COPY } from '../../content/forms';
import { tint } from '../../theme/tint';

/**
 * In place of a form's submit button when JavaScript is off (inside `noscript`): the form
 * cannot send, so how to reach the laboratory instead, from the laboratory's constants.
 */
export function NoScriptContact() {
  const { hours } = SITE;
  return (
    <Box
      role="note"
      sx={{
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: tint('warning-mainChannel', 0.5),
        bgcolor: tint('warning-mainChannel', 0.08),
      }}
    >
      <Typography sx={{ fontWeight: 650 }}>{FORM_COPY.noScript.title}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {FORM_COPY.noScript.text}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, typography: 'body2' }}>
        <li>
          Phone: <Link href={`tel:${SITE.phone}`}>{SITE.phoneDisplay}</Link>
        </li>
        <li>
          E-mail: <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>
        </li>
        <li>
          Hours: {hours.weekdays}; {hours.saturday}; {hours.sunday}. {hours.sampleDropoff}.
        </li>
      </Box>
    </Box>
  );
}
