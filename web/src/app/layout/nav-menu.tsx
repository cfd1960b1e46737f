import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { RouterLink } from '../../components/router-link';
import type { PageLink } from '../../config/site-routes';

/** A header dropdown, loaded when first opened: its links as a keyboard-navigable menu. */
export default function NavMenu({
  id,
  anchor,
  links,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  links: PageLink[];
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
