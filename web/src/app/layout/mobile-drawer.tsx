import { keyframes } from '@emotion/react';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { externalProps } from '../../components/external-link';
import { Logo } from '../../components/logo';
import { RouterLink } from '../../components/router-link';
import { MAIN_NAV } from '../../content/navigation';
import { isActive } from './nav-state';

export const DRAWER_ID = 'site-menu';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

/**
 * The slide-in navigation below the lg breakpoint: a native popover the header's menu
 * button opens, so it opens at the first tap with or without JavaScript; Escape or a tap
 * beside it closes it.
 */
export function MobileDrawer({ pathname }: { pathname: string }) {
  return (
    <Box
      id={DRAWER_ID}
      popover="auto"
      role="dialog"
      aria-label="Site menu"
      sx={{
        // Instead of the browser's centred popover: a full-height panel on the right.
        inset: '0 0 0 auto',
        margin: 0,
        border: 0,
        padding: 0,
        width: 'min(340px, 88vw)',
        height: '100dvh',
        maxHeight: '100dvh',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 16,
        '&::backdrop': { backgroundColor: 'rgb(0 0 0 / 0.5)' },
        '&:popover-open': { animation: `${slideIn} 225ms cubic-bezier(0, 0, 0.2, 1)` },
        '@media (prefers-reduced-motion: reduce)': { '&:popover-open': { animation: 'none' } },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
        }}
      >
        <Logo />
        <IconButton
          aria-label="Close menu"
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
          // Focus moves into the menu as it opens (the popover's autofocus).
          autoFocus
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Main">
        {MAIN_NAV.map((item) =>
          item.children ? (
            <List key={item.label} dense subheader={<ListSubheader>{item.label}</ListSubheader>}>
              {item.children.map((child) => (
                <ListItem key={child.to} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={child.to}
                    selected={pathname === child.to}
                    sx={{ pl: 3 }}
                  >
                    <ListItemText primary={child.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          ) : (
            <List key={item.label} dense disablePadding>
              <ListItem disablePadding>
                {item.external ? (
                  <ListItemButton component="a" href={item.to} {...externalProps}>
                    <ListItemText primary={item.label} />
                    <OpenInNew fontSize="small" aria-label="(opens in a new tab)" />
                  </ListItemButton>
                ) : (
                  <ListItemButton
                    component={RouterLink}
                    to={item.to}
                    selected={isActive(item, pathname)}
                  >
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                )}
              </ListItem>
            </List>
          ),
        )}
      </Box>
    </Box>
  );
}
