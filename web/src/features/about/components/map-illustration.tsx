import Box from '@mui/material/Box';
import { tint } from '../../../theme/tint';

/** A drawn street map with the laboratory's pin: decoration for the directions link. */
export function MapIllustration() {
  const road = 'var(--mui-palette-background-paper)';
  return (
    <Box
      component="svg"
      viewBox="0 0 400 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      sx={{ display: 'block', width: '100%', height: 200 }}
    >
      <rect width="400" height="200" fill={tint('primary-mainChannel', 0.12)} />
      <rect x="0" y="0" width="130" height="70" fill={tint('primary-mainChannel', 0.1)} />
      <rect x="270" y="120" width="130" height="80" fill={tint('secondary-mainChannel', 0.12)} />
      <path
        d="M-10 150 C 80 120, 150 190, 240 150 S 360 110, 410 130"
        fill="none"
        stroke={tint('primary-mainChannel', 0.35)}
        strokeWidth="14"
      />
      <path
        d="M0 95 H400 M190 0 V200 M0 35 H400 M310 0 V200 M70 0 V200"
        stroke={road}
        strokeWidth="9"
      />
      <path d="M0 95 H400 M190 0 V200" stroke={road} strokeWidth="14" />
      <g transform="translate(190 95)">
        <circle r="22" fill={tint('primary-mainChannel', 0.2)} />
        <path
          d="M0 4c-9-10-14-17-14-24a14 14 0 0 1 28 0c0 7-5 14-14 24z"
          transform="translate(0 -4)"
          fill="var(--mui-palette-primary-main)"
        />
        <circle cy="-24" r="5" fill={road} />
      </g>
    </Box>
  );
}
