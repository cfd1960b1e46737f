import Box from '@mui/material/Box';
import { SITE } from '../config/site';

/** The laboratory's mark: a leaf over soil layers, drawn for the site. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      sx={{ flexShrink: 0 }}
    >
      <rect width="40" height="40" rx="10" fill="var(--mui-palette-primary-main)" />
      <path d="M6 28h28v4a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4z" fill="#8a5d37" />
      <path d="M6 25h28v3H6z" fill="#c29c78" />
      <path
        d="M20 24c-1-6 1-12 9-15-1 8-4 13-9 15zm0 0c-2-5-6-8-11-8 1 5 5 8 11 8z"
        fill="#fbfaf7"
      />
    </Box>
  );
}

export function Logo() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <LogoMark />
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.15rem', letterSpacing: '-0.01em', lineHeight: 1.1 }}
      >
        {SITE.name}
      </Box>
    </Box>
  );
}
