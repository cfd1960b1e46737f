import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SitePath } from '../config/site-routes';
import { RouterLink } from './router-link';

/** A card that is one big link to a page: icon, h3 title with an arrow, one line of text. */
export function LinkCard({
  to,
  title,
  text,
  icon,
}: {
  to: SitePath;
  title: string;
  text: string;
  icon: ReactNode;
}) {
  return (
    <Card
      sx={{
        height: '100%',
        '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
        '&:hover .link-arrow': { transform: 'translateX(4px)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ height: '100%', p: 3, display: 'flex', alignItems: 'flex-start', gap: 2 }}
      >
        {icon}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h6"
            component="h3"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            {title}
            {/* It says "this opens", which paper cannot do. */}
            <ArrowForward
              className="link-arrow no-print"
              aria-hidden="true"
              sx={{ fontSize: 18, color: 'primary.main', transition: 'transform 160ms ease' }}
            />
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {text}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
