import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { LinksSection } from '../../content/service-pages';
import { ServiceIcon } from './service-icon';

/** Cards that each open a page of this site. */
export function LinkCards({ section }: { section: LinksSection }) {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      {section.links.map((link) => (
        <Grid key={link.to} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card
            sx={{
              height: '100%',
              '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
              '&:hover .link-arrow': { transform: 'translateX(4px)' },
            }}
          >
            <CardActionArea
              component={RouterLink}
              to={link.to}
              sx={{ height: '100%', p: 3, display: 'flex', alignItems: 'flex-start', gap: 2 }}
            >
              <ServiceIcon name={link.icon} size={44} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography
                  variant="h6"
                  component="h3"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
                >
                  {link.title}
                  <ArrowForward
                    className="link-arrow"
                    aria-hidden="true"
                    sx={{ fontSize: 18, color: 'primary.main', transition: 'transform 160ms ease' }}
                  />
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                  {link.text}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
