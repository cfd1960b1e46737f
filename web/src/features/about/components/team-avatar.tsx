import Box from '@mui/material/Box';
import type { TeamPhoto } from '../../../content/team';
import { tint } from '../../../theme/tint';

/** A drawn avatar: the member's initials on a disc of their palette colour. */
export function TeamAvatar({ photo }: { photo: TeamPhoto }) {
  const main = `var(--mui-palette-${photo.tone}-main)`;
  return (
    <Box
      component="svg"
      viewBox="0 0 96 96"
      aria-hidden="true"
      sx={{ width: 80, height: 80, flexShrink: 0 }}
    >
      <circle cx="48" cy="48" r="47" fill={tint(`${photo.tone}-mainChannel`, 0.14)} />
      <circle
        cx="48"
        cy="48"
        r="46"
        fill="none"
        stroke={main}
        strokeOpacity="0.45"
        strokeWidth="2"
      />
      <path
        d="M18 76c10-6 20-8 30-8s20 2 30 8"
        fill="none"
        stroke={main}
        strokeOpacity="0.3"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <text
        x="48"
        y="50"
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize="30"
        fontWeight="800"
        letterSpacing="1"
        fill={main}
      >
        {photo.initials}
      </text>
    </Box>
  );
}
