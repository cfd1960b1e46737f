import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import { visuallyHidden } from '../theme/tint';

/** A link that leaves the site: always a new tab, never with access to this window. */
export function ExternalLink(props: Omit<LinkProps, 'target' | 'rel'>) {
  return <Link target="_blank" rel="noopener noreferrer" {...props} />;
}

/** Props for any MUI component with `href` that opens outside the site. */
export const externalProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Read by screen readers only: a link that opens a new tab says so. */
export function NewTabHint() {
  return (
    <Box component="span" sx={visuallyHidden}>
      {' '}
      (opens in a new tab)
    </Box>
  );
}
