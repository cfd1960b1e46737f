import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNew from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'react-router-dom';
import { externalProps } from '../../components/external-link';
import { Logo } from '../../components/logo';
import { RouterLink } from '../../components/router-link';
import { SITE } from '../../config/site';
import { MAIN_NAV, type NavItem } from '../../content/navigation';
import { anchorName } from './header-popover';
import { DRAWER_ID, MobileDrawer } from './mobile-drawer';
import { NavMenu } from './nav-menu';
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

function DesktopMenu({ item, active }: { item: NavItem; active: boolean }) {
  const id = `menu-${item.label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMore />}
        popoverTarget={id}
        aria-current={active ? 'page' : undefined}
        sx={{ position: 'relative', anchorName: anchorName(id), ...(active && activeSx) }}
      >
        {item.label}
      </Button>
      <NavMenu id={id} links={item.children ?? []} />
    </>
  );
}

/**
 * Logo, the main navigation (a slide-in drawer below the lg breakpoint) and the theme menu.
 * Pre-rendered and never hydrated on public pages: every menu is a native popover.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
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
            popoverTarget={DRAWER_ID}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <MobileDrawer pathname={pathname} />
    </AppBar>
  );
}
