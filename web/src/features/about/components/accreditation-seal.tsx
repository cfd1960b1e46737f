import Box from '@mui/material/Box';
import { SITE } from '../../../config/site';
import { tint } from '../../../theme/tint';

/** A drawn accreditation seal: the body and the standard, in theme colours. */
export function AccreditationSeal() {
  return (
    <Box
      component="svg"
      viewBox="0 0 240 240"
      aria-hidden="true"
      sx={{ display: 'block', width: '100%', maxWidth: 260, mx: 'auto' }}
    >
      <circle cx="120" cy="120" r="116" fill={tint('primary-mainChannel', 0.1)} />
      <circle
        cx="120"
        cy="120"
        r="98"
        fill="var(--mui-palette-background-paper)"
        stroke="var(--mui-palette-primary-main)"
        strokeWidth="4"
      />
      <circle
        cx="120"
        cy="120"
        r="86"
        fill="none"
        stroke="var(--mui-palette-primary-main)"
        strokeWidth="1.5"
        strokeDasharray="4 5"
      />
      <path
        d="M120 58c-4 14 2 26 14 30-1-14-6-24-14-30zm0 0c4 14-2 26-14 30 1-14 6-24 14-30z"
        fill="var(--mui-palette-primary-main)"
      />
      <text
        x="120"
        y="124"
        textAnchor="middle"
        fontSize="34"
        fontWeight="800"
        fill="var(--mui-palette-text-primary)"
      >
        {SITE.accreditation.body}
      </text>
      <text
        x="120"
        y="148"
        textAnchor="middle"
        fontSize="12.5"
        fontWeight="700"
        fill="var(--mui-palette-primary-main)"
      >
        {SITE.accreditation.standard}
      </text>
      <text
        x="120"
        y="166"
        textAnchor="middle"
        fontSize="8"
        letterSpacing="1.2"
        fill="var(--mui-palette-text-secondary)"
      >
        ACCREDITED LABORATORY
      </text>
    </Box>
  );
}
