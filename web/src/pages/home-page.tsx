import ArrowForward from '@mui/icons-material/ArrowForward';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { externalProps } from '../components/external-link';
import { RouterLink } from '../components/router-link';
import { Section } from '../components/section';
import { ServiceCarousel } from '../components/service-carousel';
import { TestimonialCards } from '../components/testimonial-cards';
import { SITE, telHref } from '../config/site';
import { HOME } from '../content/home';
import { SERVICES } from '../content/services';
import { ContactForm } from '../features/contact/components/contact-form';
import { Island } from '../islands/island';
import { clickTracking } from '../page-script/attributes';

function Hero() {
  const { hero } = HOME;
  return (
    <Box
      component="section"
      sx={{
        background:
          'linear-gradient(135deg, rgba(var(--mui-palette-primary-mainChannel) / 0.14), rgba(var(--mui-palette-secondary-mainChannel) / 0.08) 55%, transparent)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 7, md: 11 } }}>
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
              <VerifiedOutlined fontSize="small" />
              <Typography variant="overline" component="p">
                {hero.eyebrow}
              </Typography>
            </Stack>
            <Typography variant="h1" sx={{ mt: 1.5 }}>
              {hero.title}
            </Typography>
            <Typography
              variant="subtitle1"
              component="p"
              sx={{ mt: 2.5, color: 'text.secondary', maxWidth: 620 }}
            >
              {hero.lead}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
              <Button
                variant="contained"
                size="large"
                component={RouterLink}
                to="/contact"
                endIcon={<ArrowForward />}
                {...clickTracking.cta('hero_request_test')}
              >
                {hero.cta}
              </Button>
              <Button variant="outlined" size="large" component={RouterLink} to="/services">
                {hero.secondary}
              </Button>
            </Stack>
            <Stack direction="row" spacing={{ xs: 3, sm: 5 }} sx={{ mt: 5 }} component="dl">
              {hero.stats.map((stat) => (
                <Box key={stat.label} sx={{ m: 0 }}>
                  <Typography component="dt" variant="h4" sx={{ color: 'primary.main' }}>
                    {stat.value}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
                    {stat.label}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box
              component="img"
              src={hero.image.src}
              alt={hero.image.alt}
              width={480}
              height={400}
              sx={{ width: '100%', height: 'auto', display: 'block' }}
            />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

export default function HomePage() {
  const { services, accreditation, testimonials, banner, portal, contact } = HOME;
  return (
    <>
      <Hero />
      <Section
        id="services"
        eyebrow={services.eyebrow}
        title={services.title}
        intro={services.intro}
      >
        <ServiceCarousel services={SERVICES} />
        <Button component={RouterLink} to="/services" endIcon={<ArrowForward />} sx={{ mt: 3 }}>
          {services.viewAll}
        </Button>
      </Section>

      <Section
        id="accreditation"
        tinted
        eyebrow={accreditation.eyebrow}
        title={accreditation.title}
        intro={accreditation.intro}
      >
        <Grid container spacing={3}>
          {accreditation.points.map((point) => (
            <Grid key={point.title} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <VerifiedOutlined color="primary" />
                  <Typography variant="h3" sx={{ mt: 1.5, fontSize: '1.2rem' }}>
                    {point.title}
                  </Typography>
                  <Typography sx={{ mt: 1, color: 'text.secondary' }}>{point.body}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="testimonials" eyebrow={testimonials.eyebrow} title={testimonials.title}>
        <TestimonialCards />
      </Section>

      <Box component="section" aria-labelledby="lab-banner" sx={{ py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Card
            sx={{
              overflow: 'hidden',
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
            }}
          >
            <Box
              component="img"
              src={banner.image.src}
              alt={banner.image.alt}
              width={1200}
              height={400}
              sx={{
                width: '100%',
                // Stacked on phones: a 16:9 crop of the middle of the bench, not a thin strip.
                height: { xs: 'auto', md: '100%' },
                aspectRatio: { xs: '16 / 9', md: 'auto' },
                objectFit: 'cover',
                display: 'block',
                bgcolor: 'action.hover',
              }}
            />
            <Box sx={{ p: { xs: 3, md: 6 }, alignSelf: 'center' }}>
              <Typography
                variant="h2"
                id="lab-banner"
                sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}
              >
                {banner.title}
              </Typography>
              <Typography sx={{ mt: 2, color: 'text.secondary' }}>{banner.body}</Typography>
              <Button component={RouterLink} to="/about" variant="outlined" sx={{ mt: 3 }}>
                {banner.link}
              </Button>
            </Box>
          </Card>
        </Container>
      </Box>

      <Section id="portal" tinted eyebrow={portal.eyebrow} title={portal.title} intro={portal.body}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="contained"
            size="large"
            href={SITE.portal.farmerLogin}
            {...externalProps}
          >
            {portal.farmer}
          </Button>
          <Button
            variant="outlined"
            size="large"
            href={SITE.portal.distributorLogin}
            {...externalProps}
          >
            {portal.distributor}
          </Button>
        </Stack>
      </Section>

      <Section id="contact" title={contact.title} intro={contact.intro}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2.5}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <PhoneOutlined color="primary" />
                <Link href={telHref(SITE.phone)} sx={{ fontSize: '1.1rem' }}>
                  {SITE.phoneDisplay}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <EmailOutlined color="primary" />
                <Link
                  href={`mailto:${SITE.email}`}
                  sx={{ fontSize: '1.1rem', wordBreak: 'break-all' }}
                >
                  {SITE.email}
                </Link>
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {SITE.hours.weekdays}
                <br />
                {SITE.hours.saturday}
              </Typography>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card>
              <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
                <Island
                  name="contact-form"
                  component={ContactForm}
                  props={{ variant: 'home' }}
                  hydrate="interaction"
                />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Section>
    </>
  );
}
