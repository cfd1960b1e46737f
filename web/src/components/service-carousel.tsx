import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { servicePath, type Service } from '../content/services';
import { CAROUSEL, clickTracking } from '../page-script/attributes';
import { visuallyHidden } from '../theme/tint';
import { RouterLink } from './router-link';

/** Cards per row by breakpoint (1 on small screens, 2 from sm, 3 from lg, 4 from xl). */
const PER_ROW = { xs: 1, sm: 2, lg: 3, xl: 4 } as const;
const slotWidth = Object.fromEntries(
  Object.entries(PER_ROW).map(([breakpoint, count]) => [breakpoint, `${100 / count}%`]),
);

/**
 * The theme's focus ring (3 px, primary, 2 px out). MUI draws it on the class React adds to
 * a focused ButtonBase; no React runs here, so it hangs on `:focus-visible` itself.
 */
const focusRing = { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 } as const;

/** What the live region says when `service` becomes the first card in view. */
const firstCardStatus = (service: Service, index: number, count: number) =>
  `First card: ${service.title} (${index + 1} of ${count})`;

export interface ServiceCarouselProps {
  services: readonly Service[];
  /** Accessible name of the carousel region. @default 'Core services' */
  label?: string;
}

/**
 * The home page's service carousel, with no React in the browser: a row that scrolls inside
 * itself and snaps to its cards, each card a link to its service page (so it all works with
 * JavaScript off). The page script (`page-script/carousel.ts`) makes the arrows and the
 * Left/Right keys move it one card at a time, looping at the ends; a tap on an arrow before
 * that script runs is kept and answered when it starts (`page-script/early-taps.ts`). With
 * scripting off there is nothing to answer the arrows, so they are not shown.
 */
export function ServiceCarousel({ services, label = 'Core services' }: ServiceCarouselProps) {
  const trackId = useId();
  const count = services.length;
  const first = services[0];
  const arrow = (step: -1 | 1) => (
    <IconButton
      aria-label={step < 0 ? 'Previous service' : 'Next service'}
      aria-controls={trackId}
      {...{ [CAROUSEL.step]: step }}
      sx={{ border: 1, borderColor: 'divider', '&:focus-visible': focusRing }}
    >
      {step < 0 ? <ChevronLeft /> : <ChevronRight />}
    </IconButton>
  );

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...{ [CAROUSEL.root]: '' }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'flex-end', mb: 2, '@media (scripting: none)': { display: 'none' } }}
      >
        {arrow(-1)}
        {arrow(1)}
      </Stack>
      <Box sx={visuallyHidden} aria-live="polite" aria-atomic="true" {...{ [CAROUSEL.status]: '' }}>
        {first && firstCardStatus(first, 0, count)}
      </Box>
      <Box
        id={trackId}
        // Keyboard-reachable row: the arrow keys scroll it card by card even with no script.
        tabIndex={0}
        {...{ [CAROUSEL.track]: '' }}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          // The end of the row is not a swipe back to the previous page.
          overscrollBehaviorX: 'contain',
          scrollbarWidth: 'thin',
          scrollbarColor: 'var(--mui-palette-action-disabled) transparent',
          // The slots' gutters reach the container's edges; room for focus rings and shadows.
          mx: -1,
          py: 1,
          borderRadius: 2,
          '&:focus-visible': focusRing,
        }}
      >
        {/* Slides are groups (the APG carousel pattern), so the row is not a list. */}
        {services.map((service, index) => (
          <Box
            key={service.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            {...{ [CAROUSEL.announce]: firstCardStatus(service, index, count) }}
            sx={{ flex: '0 0 auto', width: slotWidth, px: 1, scrollSnapAlign: 'start' }}
          >
            <Card
              sx={{
                height: '100%',
                '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
                // The card clips what is inside it: the ring goes on the card.
                '&:has(:focus-visible)': focusRing,
              }}
            >
              <CardActionArea
                component={RouterLink}
                to={servicePath(service.id)}
                {...clickTracking.serviceCard(service.id)}
                sx={{
                  height: '100%',
                  p: 2,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  justifyContent: 'flex-start',
                }}
              >
                <Box
                  component="img"
                  src={service.image}
                  alt=""
                  width={400}
                  height={300}
                  decoding="async"
                  sx={{
                    display: 'block',
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '4 / 3',
                    borderRadius: 2,
                  }}
                />
                <Box sx={{ px: 0.5, pt: 2, pb: 0.5 }}>
                  <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
                    {service.title}
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                    {service.summary}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
