import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../components/router-link';
import { offlineRoutes } from '../config/site-routes';

/**
 * What the service worker shows for a page this device never kept, when the network is
 * gone: the guides it keeps for the field, listed from the route registry, so a new guide
 * appears here as soon as it is marked `offline`.
 */
export default function OfflinePage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        No network
      </Typography>
      <Typography variant="h1" sx={{ mt: 1 }}>
        You are offline
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        This page has not been kept on this device. These sampling guides open without a network:
      </Typography>
      <List aria-label="Available offline" sx={{ mt: 2 }}>
        {offlineRoutes().map((route) => (
          <ListItem key={route.path} disableGutters>
            <Button
              component={RouterLink}
              to={route.path}
              sx={{ justifyContent: 'flex-start', textAlign: 'left' }}
            >
              {route.label ?? route.title}
            </Button>
          </ListItem>
        ))}
      </List>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        Other pages load again once the phone finds a network.
      </Typography>
    </Container>
  );
}
