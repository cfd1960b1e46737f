import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TESTIMONIALS } from '../content/testimonials';
import { tint } from '../theme/tint';

const STARS = 5;
/** The gold of MUI's rating stars. */
const STAR_COLOR = '#faaf00';

/** A rating as a picture of stars: nothing to operate, so no rating widget's code. */
function Stars({ rating }: { rating: number }) {
  return (
    <Box
      role="img"
      aria-label={`Rated ${rating} out of ${STARS} stars`}
      sx={{ display: 'inline-flex' }}
    >
      {Array.from({ length: STARS }, (_, star) => (
        <StarIcon key={star} sx={{ color: star < rating ? STAR_COLOR : 'action.disabled' }} />
      ))}
    </Box>
  );
}

/** The three client testimonials with their five stars, on the home and about pages. */
export function TestimonialCards() {
  return (
    <Grid container spacing={3}>
      {TESTIMONIALS.map((testimonial) => (
        <Grid key={testimonial.author} size={{ xs: 12, md: 4 }}>
          <Card
            component="figure"
            sx={{ m: 0, height: '100%', p: 3, display: 'flex', flexDirection: 'column' }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Stars rating={testimonial.rating} />
              <FormatQuoteIcon
                aria-hidden="true"
                sx={{ fontSize: 40, color: tint('primary-mainChannel', 0.3) }}
              />
            </Stack>
            <Box component="blockquote" sx={{ m: 0, mt: 2, flex: 1 }}>
              <Typography sx={{ fontSize: '1.05rem' }}>“{testimonial.quote}”</Typography>
            </Box>
            <Box component="figcaption" sx={{ mt: 3 }}>
              <Typography sx={{ fontWeight: 700 }}>{testimonial.author}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {testimonial.title}, {testimonial.location}
              </Typography>
            </Box>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
