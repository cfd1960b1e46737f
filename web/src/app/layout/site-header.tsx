import CloseIcon from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNew from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { externalProps } from '../../components/external-link';
import { Logo } from '../../components/logo';
import { MAIN_NAV, type NavItem } from '../../content/navigation';
import { ThemeMenu } from './theme-menu';

/** A nav item is active on its own page and, for sections, on every page below it. */
function isActive(item: NavItem, pathname: string): boolean {
  if (item.external) return false;
  if (item.to === '/') return pathname === '/';
  const paths = [item.to, ...(item.children ?? []).map((child) => child.to.split('#')[0] ?? '')];
  return paths.some((path) => path && (pathname === path || pathname.startsWith(`${path}/`)));
}

const activeSx = {
  color: 'primary.main',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 12,
    right: 12,
    bottom: 2,
    height: 3,
    borderRadius: 2,
    bgcolor: 'primary.main',
  },
} as const;

function DesktopMenu({ item, active }: { item: NavItem; active: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = `menu-${item.label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        aria-current={active ? 'page' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ position: 'relative', ...(active && activeSx) }}
      >
        {item.label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {item.children?.map((child) => (
          <MenuItem
            key={child.to}
            component={RouterLink}
            to={child.to}
            onClick={() => setAnchor(null)}
          >
            {child.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function MobileDrawer({
  open,
  onClose,
  pathname,
}: {
  open: boolean;
  onClose: () => void;
  pathname: string;
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(340px, 88vw)' } } }}
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
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Main">
        {MAIN_NAV.map((item) =>
          item.children ? (
            <List key={item.label} dense subheader={<ListSubheader>{item.label}</ListSubheader>}>
              {item.children.map((child) => (
                <ListItemButton
                  key={child.to}
                  component={RouterLink}
                  to={child.to}
                  onClick={onClose}
                  selected={pathname === child.to}
                  sx={{ pl: 3 }}
                >
                  <ListItemText primary={child.label} />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <List key={item.label} dense disablePadding>
              {item.external ? (
                <ListItemButton component="a" href={item.to} {...externalProps} onClick={onClose}>
                  <ListItemText primary={item.label} />
                  <OpenInNew fontSize="small" aria-label="(opens in a new tab)" />
                </ListItemButton>
              ) : (
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  onClick={onClose}
                  selected={isActive(item, pathname)}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              )}
            </List>
          ),
        )}
      </Box>
    </Drawer>
  );
}

/** Logo, the main navigation (a slide-in drawer below the lg breakpoint) and the theme menu. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <AppBar
      position="sticky"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        backdropFilter: 'saturate(180%) blur(8px)',
      }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 64, md: 72 } }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label="Home"
            sx={{ color: 'text.primary', textDecoration: 'none', mr: 'auto', borderRadius: 1 }}
          >
            <Logo />
          </Box>
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.25 }}
          >
            {MAIN_NAV.map((item) => {
              const active = isActive(item, pathname);
              if (item.children)
                return <DesktopMenu key={item.label} item={item} active={active} />;
              if (item.external) {
                return (
                  <Button
                    key={item.label}
                    color="inherit"
                    href={item.to}
                    {...externalProps}
                    endIcon={<OpenInNew fontSize="small" />}
                  >
                    {item.label}
                  </Button>
                );
              }
              return (
                <Button
                  key={item.label}
                  color="inherit"
                  component={RouterLink}
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  sx={{ position: 'relative', ...(active && activeSx) }}
                >
                  {item.label}
                </Button>
              );
            })}
          </Box>
          <ThemeMenu />
          <IconButton
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} pathname={pathname} />
    </AppBar>
  );
}
