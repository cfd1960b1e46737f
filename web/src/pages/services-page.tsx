import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { ActionButton } from '../components/service-detail/action-button';
import { ServiceCard } from '../components/service-detail/service-card';
import { ServiceIcon } from '../components/service-detail/service-icon';
import { SERVICES_PAGE } from '../content/service-pages';
import { SERVICES } from '../content/services';
import { tint } from '../theme/tint';

const { hero, grid, custom, steps } = SERVICES_PAGE;

/** Cards whose pictures show without scrolling on a phone (one) or a desktop (a row). */
const FIRST_SCREEN_CARDS = 4;

/** /services: the seven services as cards, then how testing works. */
export default function ServicesPage() {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <Section id="all-services" title={grid.title} intro={grid.intro}>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          {SERVICES.map((service, index) => (
            <Grid key={service.id} size={{ xs: 12, sm: 6, lg: 3 }}>
              <ServiceCard service={service} eager={index < FIRST_SCREEN_CARDS} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card
              sx={{
                height: '100%',
                p: { xs: 3, md: 3.5 },
                display: 'flex',
                flexDirection: 'column',
                gap: 2,
                bgcolor: tint('primary-mainChannel', 0.07),
                borderColor: tint('primary-mainChannel', 0.25),
              }}
            >
              <ServiceIcon name="science" />
              <Typography variant="h5" component="h3">
                {custom.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
                {custom.text}
              </Typography>
              <Box sx={{ mt: 'auto' }}>
                <ActionButton action={custom.action} />
              </Box>
            </Card>
          </Grid>
        </Grid>
      </Section>
      <Section id="how-it-works" eyebrow={steps.eyebrow} title={steps.title} tinted>
        <Grid
          component="ol"
          container
          spacing={{ xs: 3, md: 4 }}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {steps.items.map((step, index) => (
            <Grid component="li" key={step.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <ServiceIcon name={step.icon} />
                <Typography
                  aria-hidden="true"
                  sx={{ fontSize: '2rem', fontWeight: 750, color: 'text.secondary', lineHeight: 1 }}
                >
                  {String(index + 1).padStart(2, '0')}
                </Typography>
              </Box>
              <Typography variant="h5" component="h3" sx={{ mt: 2 }}>
                {step.title}
              </Typography>
              <Typography
                variant="body2"
                sx={{ mt: 1, color: 'text.secondary', fontSize: '0.95rem' }}
              >
                {step.text}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Section>
    </>
  );
}
