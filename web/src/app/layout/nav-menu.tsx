import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import { RouterLink } from '../../components/router-link';
import type { PageLink } from '../../config/site-routes';
import { HeaderPopover } from './header-popover';

/** A header dropdown: a list of links in a popover its button opens (disclosure navigation). */
export function NavMenu({ id, links }: { id: string; links: PageLink[] }) {
  return (
    <HeaderPopover id={id} align="start">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <ListItemButton component={RouterLink} to={link.to} sx={{ py: 1, px: 2 }}>
              {link.label}
            </ListItemButton>
          </li>
        ))}
      </Box>
    </HeaderPopover>
  );
}
