import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Service } from '../content/services';
import { analytics } from '../lib/analytics';

/** Cards per view by breakpoint (spec: 1 small, 2 sm, 3 lg, 4 xl). */
const PER_VIEW = { xs: 1, sm: 2, lg: 3, xl: 4 } as const;
const slideWidth = Object.fromEntries(
  Object.entries(PER_VIEW).map(([breakpoint, count]) => [breakpoint, `${100 / count}%`]),
);

/**
 * The home page's service carousel: loops, aligned to the start, moved by the arrow
 * buttons or the Left/Right keys. Every card stays a real link in the tab order.
 */
export function ServiceCarousel({ services }: { services: readonly Service[] }) {
  const [start, setStart] = useState(0);
  const count = services.length;
  const move = (step: number) => setStart((current) => (current + step + count) % count);
  // Rotate the list so the first visible card is always first: looping without clones.
  const ordered = services.map((_, index) => services[(start + index) % count] as Service);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Core services"
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{
        outline: 'none',
        '&:focus-visible': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: 4,
          borderRadius: 2,
        },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <IconButton
          aria-label="Previous service"
          onClick={() => move(-1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          aria-label="Next service"
          onClick={() => move(1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronRight />
        </IconButton>
      </Stack>
      <Box sx={{ overflow: 'hidden', mx: -1 }}>
        <Box
          component="ul"
          aria-live="polite"
          sx={{ display: 'flex', listStyle: 'none', p: 0, m: 0 }}
        >
          {ordered.map((service) => {
            const position = services.indexOf(service) + 1;
            return (
              <Box
                component="li"
                key={service.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position} of ${count}`}
                sx={{ flex: '0 0 auto', width: slideWidth, px: 1 }}
              >
                <Card
                  sx={{
                    height: '100%',
                    '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
                  }}
                >
                  <CardActionArea
                    component={RouterLink}
                    to={`/services/${service.id}`}
                    onClick={() => analytics.serviceCardClick(service.id)}
                    sx={{
                      height: '100%',
                      p: 2.5,
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'flex-start',
                    }}
                  >
                    <Box
                      component="img"
                      src={service.image}
                      alt=""
                      width={96}
                      height={96}
                      sx={{ borderRadius: 2 }}
                    />
                    <Typography variant="h3" sx={{ mt: 2, fontSize: '1.15rem' }}>
                      {service.title}
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                      {service.summary}
                    </Typography>
                  </CardActionArea>
                </Card>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
