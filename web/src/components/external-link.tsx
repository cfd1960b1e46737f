import Link, { type LinkProps } from '@mui/material/Link';

/** A link that leaves the site: always a new tab, never with access to this window. */
export function ExternalLink(props: Omit<LinkProps, 'target' | 'rel'>) {
  return <Link target="_blank" rel="noopener noreferrer" {...props} />;
}

/** Props for any MUI component with `href` that opens outside the site. */
export const externalProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
