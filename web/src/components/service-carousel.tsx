import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { servicePath, type Service } from '../content/services';
import { clickTracking } from '../lib/analytics';
import { useHydrated } from '../lib/use-hydrated';
import { visuallyHidden } from '../theme/tint';
import { RouterLink } from './router-link';

/** Cards per view by breakpoint (1 on small screens, 2 from sm, 3 from lg, 4 from xl). */
const PER_VIEW = { xs: 1, sm: 2, lg: 3, xl: 4 } as const;
const slideWidth = Object.fromEntries(
  Object.entries(PER_VIEW).map(([breakpoint, count]) => [breakpoint, `${100 / count}%`]),
);

/**
 * Where slide `index` sits when `start` is the first card in view, in slide widths:
 * -1 is just off the left edge, 0 the first slot, up to count - 2 off the right. Keeping
 * one slot on the left lets the card leaving at the left edge slide out instead of
 * jumping; it needs count >= cards per view + 2 (7 services, at most 4 per view).
 */
const slot = (index: number, start: number, count: number) =>
  ((((index - start + 1) % count) + count) % count) - 1;

const mod = (value: number, count: number) => ((value % count) + count) % count;

export interface ServiceCarouselProps {
  services: readonly Service[];
  /** Accessible name of the carousel region. @default 'Core services' */
  label?: string;
}

/**
 * The home page's service carousel: loops, aligned to the start, moved by the arrow
 * buttons or the Left/Right keys. The DOM order never changes (cards are translated into
 * place), so every card stays a link in a plain, finite tab order; a card that receives
 * focus is brought into view, and the track clips rather than scrolls so focus cannot
 * shift it out of step.
 */
export function ServiceCarousel({ services, label = 'Core services' }: ServiceCarouselProps) {
  const count = services.length;
  // `step` is the last move (signed, in slides): slides that moved by anything else
  // wrapped around out of view and are placed without a transition.
  const [{ start, step }, setPosition] = useState({ start: 0, step: 0 });
  const viewportRef = useRef<HTMLDivElement>(null);
  const cardRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const trackId = useId();
  // The arrows do nothing until the island is live: until then they show disabled rather
  // than take taps they would lose (every card is a link that works meanwhile).
  const live = useHydrated();

  const moveBy = (delta: number) =>
    setPosition((current) => ({ start: mod(current.start + delta, count), step: delta }));

  /** Cards in view right now, measured (layout is CSS-only, so it matches the server). */
  const perView = () => {
    const viewport = viewportRef.current;
    const slide = viewport?.querySelector<HTMLElement>('[role="group"]');
    const measured = viewport && slide ? viewport.clientWidth / slide.offsetWidth : NaN;
    return Number.isFinite(measured) && measured >= 1 ? Math.round(measured) : 1;
  };

  /** Moves the least distance that shows card `index`, e.g. when tabbing onto it. */
  const reveal = (index: number) => {
    const position = slot(index, start, count);
    const inView = perView();
    if (position < 0) moveBy(position);
    else if (position >= inView) moveBy(position - inView + 1);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const focused = cardRefs.current.findIndex((card) => card === document.activeElement);
    if (focused < 0) {
      moveBy(delta);
      return;
    }
    // Focus travels with the carousel and stays in the same slot, so it never ends up
    // on a card that has just slid out of view.
    flushSync(() => moveBy(delta));
    cardRefs.current[mod(focused + delta, count)]?.focus();
  };

  const first = services[start];

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{
        outline: 'none',
        '&:focus-visible': {
          outline: 3,
          outlineColor: 'primary.main',
          outlineOffset: 6,
          borderRadius: 2,
        },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2.5 }}>
        <Stack direction="row" spacing={0.75} aria-hidden="true" sx={{ flex: 1 }}>
          {services.map((service, index) => (
            <Box
              key={service.id}
              sx={{
                height: 8,
                width: index === start ? 24 : 8,
                borderRadius: 4,
                bgcolor: index === start ? 'primary.main' : 'divider',
                transition: 'width 240ms ease, background-color 240ms ease',
              }}
            />
          ))}
        </Stack>
        <IconButton
          aria-label="Previous service"
          aria-controls={trackId}
          disabled={!live}
          onClick={() => moveBy(-1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          aria-label="Next service"
          aria-controls={trackId}
          disabled={!live}
          onClick={() => moveBy(1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronRight />
        </IconButton>
      </Stack>
      <Box sx={visuallyHidden} aria-live="polite" aria-atomic="true">
        {first && `First card: ${first.title} (${start + 1} of ${count})`}
      </Box>
      <Box
        ref={viewportRef}
        // `clip` cannot be scrolled, even by focus; where it is unsupported the fallback
        // `hidden` can be, so undo any scroll (the focused card is revealed instead).
        onScroll={(event) => {
          event.currentTarget.scrollLeft = 0;
        }}
        sx={{ overflowX: 'clip', mx: -1, py: 1 }}
      >
        {/* Slides are groups (the APG carousel pattern), so the track is not a list. */}
        <Box id={trackId} sx={{ display: 'flex' }}>
          {services.map((service, index) => {
            const position = slot(index, start, count);
            const moved = position - slot(index, start - step, count) === -step;
            return (
              <Box
                key={service.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                onFocus={() => reveal(index)}
                style={{
                  transform: `translateX(${(position - index) * 100}%)`,
                  transition: moved ? undefined : 'none',
                }}
                sx={{
                  flex: '0 0 auto',
                  width: slideWidth,
                  px: 1,
                  transition: 'transform 420ms cubic-bezier(0.22, 0.61, 0.36, 1)',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                }}
              >
                <Card
                  sx={{
                    height: '100%',
                    '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
                  }}
                >
                  <CardActionArea
                    component={RouterLink}
                    to={servicePath(service.id)}
                    ref={(card: HTMLAnchorElement | null) => {
                      cardRefs.current[index] = card;
                    }}
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
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
