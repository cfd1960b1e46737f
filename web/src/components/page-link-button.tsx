import Button, { type ButtonProps } from '@mui/material/Button';
import type { PageLink } from '../config/site-routes';
import { RouterLink } from './router-link';

/** A button that opens a page of this site, labelled as its content link says. */
export function PageLinkButton({
  link,
  ...props
}: { link: PageLink } & Pick<ButtonProps, 'variant' | 'size' | 'startIcon' | 'endIcon'>) {
  return (
    <Button component={RouterLink} to={link.to} {...props}>
      {link.label}
    </Button>
  );
}
