import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { LogoMark } from '../../components/logo';
import { SITE } from '../../config/site';
import { StaffNav } from './staff-nav';
import { ThemeMenu } from './theme-menu';

/**
 * The staff pages' header: the laboratory's name, a "Staff" label and the theme menu, and
 * on the staff screens the links between them. Nothing here leads out of the staff
 * area. Sign-out and the session controls stay with the dashboard, which owns the session.
 */
export function StaffHeader() {
  return (
    <AppBar
      position="sticky"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters variant="dense" sx={{ gap: 1, minHeight: 56 }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              mr: 'auto',
              // The name gives way (an ellipsis) before the label or the theme menu do.
              minWidth: 0,
              color: 'text.primary',
            }}
          >
            <LogoMark size={28} />
            <Box
              component="span"
              sx={{
                fontWeight: 800,
                fontSize: '1rem',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {SITE.name}
            </Box>
            <Chip label="Staff" size="small" color="primary" variant="outlined" />
          </Box>
          <ThemeMenu />
        </Toolbar>
        <StaffNav />
      </Container>
    </AppBar>
  );
}
