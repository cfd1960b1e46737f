import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import type { NavLink } from '../../content/navigation';

/** A header dropdown, loaded when first opened: its links as a keyboard-navigable menu. */
export default function NavMenu({
  id,
  anchor,
  links,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  links: NavLink[];
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
