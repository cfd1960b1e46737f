import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { servicePath, type Service } from '../../content/services';
import { clickTracking } from '../../page-script/attributes';
import { visuallyHidden } from '../../theme/tint';
import { BoldMarkers } from '../bold-markers';
import { RouterLink } from '../router-link';

/** Room for the sticky header when /services#{id} scrolls a card into view. */
const HEADER_OFFSET = { xs: 80, md: 96 };

/**
 * A card of the /services grid; its id is the service id, for /services#{id} links.
 * `eager` for the cards in the first screen: their picture is what the visitor sees
 * first, so it must not wait for layout to decide it is in view.
 */
export function ServiceCard({ service, eager = false }: { service: Service; eager?: boolean }) {
  const headingId = `${service.id}-title`;
  return (
    <Card
      component="article"
      id={service.id}
      aria-labelledby={headingId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: 2,
        scrollMarginTop: HEADER_OFFSET,
        '&:hover': { borderColor: 'primary.main', boxShadow: 3 },
        // Arriving from a footer link: show which card was meant.
        '&:target': { borderColor: 'primary.main', boxShadow: 3 },
      }}
    >
      {/* The illustrations are drawn with their own rounded frame at 4:3. */}
      <Box
        component="img"
        src={service.image}
        alt={service.alt}
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3' }}
      />
      <Box sx={{ px: 1, pt: 2.5, pb: 1, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography variant="h5" component="h3" id={headingId}>
          {service.title}
        </Typography>
        <Typography
          variant="body2"
          sx={{ mt: 1, mb: 2.5, color: 'text.secondary', fontSize: '0.95rem' }}
        >
          <BoldMarkers text={service.description} />
        </Typography>
        <Box sx={{ mt: 'auto' }}>
          <Button
            component={RouterLink}
            to={servicePath(service.id)}
            variant="outlined"
            endIcon={<ArrowForward />}
            {...clickTracking.serviceCard(service.id)}
          >
            Learn More{' '}
            {/* Said to screen readers and crawlers: a bare 'Learn More' names no page. */}
            <Box component="span" sx={visuallyHidden}>
              about {service.title}
            </Box>
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
