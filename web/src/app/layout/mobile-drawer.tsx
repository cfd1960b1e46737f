import { keyframes } from '@emotion/react';
import CloseIcon from '@mui/icons-material/Close';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { externalProps } from '../../components/external-link';
import { Logo } from '../../components/logo';
import { RouterLink } from '../../components/router-link';
import { SITE, telHref } from '../../config/site';
import { CONTACT_LINK, MAIN_NAV } from '../../content/navigation';
import { isActive } from './nav-state';

export const DRAWER_ID = 'site-menu';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

/** Contact leads the drawer (see `ReachFirst`), so the list below leaves it out. */
const DRAWER_NAV = MAIN_NAV.filter((item) => item.to !== CONTACT_LINK.to);

/**
 * What a visitor on a phone most often opens the menu for, where the drawer opens: a call
 * to the laboratory and the Contact page.
 */
function ReachFirst({ pathname }: { pathname: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
      <Button
        variant="contained"
        size="large"
        href={telHref(SITE.phone)}
        startIcon={<PhoneOutlined />}
        // A phone number split over two lines reads as two numbers: it stays whole.
        sx={{ flex: '1 1 auto', px: 2, whiteSpace: 'nowrap' }}
      >
        Call {SITE.phoneDisplay}
      </Button>
      <Button
        variant="outlined"
        size="large"
        component={RouterLink}
        to={CONTACT_LINK.to}
        aria-current={pathname === CONTACT_LINK.to ? 'page' : undefined}
        startIcon={<EmailOutlined />}
        sx={{ flex: '1 1 auto' }}
      >
        {CONTACT_LINK.label}
      </Button>
    </Box>
  );
}

/**
 * The slide-in navigation below the lg breakpoint: a native popover the header's menu
 * button opens, so it opens at the first tap with or without JavaScript; Escape or a tap
 * beside it closes it. It opens on a call button and Contact, then the site's pages.
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
      <ReachFirst pathname={pathname} />
      <Box component="nav" aria-label="Main" sx={{ borderTop: 1, borderColor: 'divider' }}>
        {DRAWER_NAV.map((item) =>
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
