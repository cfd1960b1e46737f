import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNew from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { externalProps } from '../../components/external-link';
import { Logo } from '../../components/logo';
import { RouterLink } from '../../components/router-link';
import { SITE } from '../../config/site';
import { MAIN_NAV, type NavItem } from '../../content/navigation';
import { isActive } from './nav-state';
import { ThemeMenu } from './theme-menu';

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

// Menus and the drawer load on first use: every visitor downloads the header, few open them.
const loadNavMenu = () => import('./nav-menu');
const loadMobileDrawer = () => import('./mobile-drawer');
const NavMenu = lazy(loadNavMenu);
const MobileDrawer = lazy(loadMobileDrawer);

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
        onMouseEnter={() => void loadNavMenu()}
        onFocus={() => void loadNavMenu()}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ position: 'relative', ...(active && activeSx) }}
      >
        {item.label}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <NavMenu
            id={id}
            anchor={anchor}
            links={item.children ?? []}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
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
            // The visible name comes first: speech users say what they see (WCAG 2.5.3).
            aria-label={`${SITE.name} home`}
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
            onMouseEnter={() => void loadMobileDrawer()}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer onClose={() => setDrawerOpen(false)} pathname={pathname} />
        </Suspense>
      )}
    </AppBar>
  );
}
