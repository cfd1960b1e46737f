import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EmailIcon from '@mui/icons-material/Email';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormCard } from '../components/form/request-form-page';
import { PageHero } from '../components/page-hero';
import { RouterLink } from '../components/router-link';
import { SITE, telHref } from '../config/site';
import { ContactForm } from '../features/contact/components/contact-form';
import { Island } from '../islands/island';
import { tint } from '../theme/tint';

/*
 * The page's own copy. Everything factual (address, phone, hours, pickup radius) comes
 * from the site configuration and the about content, so it is written once.
 */
const COPY = {
  hero: {
    eyebrow: 'Contact',
    title: 'Talk to our laboratory team',
    lead: 'Questions about a test, a result or pricing? Call, e-mail or send us a message and the right analyst or agronomist will get back to you.',
  },
  visit: { title: 'Visit or call', hours: 'Hours' },
  dropOff: {
    title: 'Sample drop-off & courier',
    pickup: `Pickup within ${SITE.pickupRadiusKm} km of Edmonton, with same-day express delivery to the lab.`,
    courier:
      'Farther away? Request a prepaid courier label and ship your samples to us from anywhere in Alberta or Saskatchewan.',
    link: 'Request a shipping label',
  },
  form: {
    title: 'Send us a message',
    intro: 'Fields marked * are required.',
  },
};

function InfoRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.75 }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: tint('primary-mainChannel', 0.12),
          '& svg': { fontSize: 20 },
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, pt: 0.75, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 3, md: 3.5 } }}>
      <Typography variant="h4" component="h2" id={id}>
        {title}
      </Typography>
      <Stack component="ul" spacing={2.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5 }}>
        {children}
      </Stack>
    </Card>
  );
}

/** Contact: how to reach the laboratory on the left, the message form on the right. */
export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow={COPY.hero.eyebrow} title={COPY.hero.title} lead={COPY.hero.lead} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Grid container spacing={{ xs: 4, md: 5 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={3}>
              <InfoCard id="contact-visit" title={COPY.visit.title}>
                <InfoRow icon={<PlaceIcon />}>
                  <Box component="address" sx={{ fontStyle: 'normal', display: 'grid' }}>
                    {SITE.address.lines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </Box>
                </InfoRow>
                <InfoRow icon={<PhoneIcon />}>
                  <Link href={telHref(SITE.phone)}>{SITE.phoneDisplay}</Link>
                </InfoRow>
                <InfoRow icon={<EmailIcon />}>
                  <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>
                </InfoRow>
                <InfoRow icon={<AccessTimeIcon />}>
                  <Box sx={{ display: 'grid', gap: 0.25 }}>
                    {[SITE.hours.weekdays, SITE.hours.saturday, SITE.hours.sunday].map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </Box>
                </InfoRow>
              </InfoCard>
              <InfoCard id="contact-drop-off" title={COPY.dropOff.title}>
                <InfoRow icon={<InventoryIcon />}>{SITE.hours.sampleDropoff}.</InfoRow>
                <InfoRow icon={<LocalShippingIcon />}>{COPY.dropOff.pickup}</InfoRow>
                <InfoRow icon={<ArrowForwardIcon />}>
                  <Typography component="span" sx={{ display: 'block' }}>
                    {COPY.dropOff.courier}
                  </Typography>
                  <Link
                    component={RouterLink}
                    to="/ship-sample"
                    sx={{ display: 'inline-block', mt: 1 }}
                  >
                    {COPY.dropOff.link}
                  </Link>
                </InfoRow>
              </InfoCard>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <FormCard headingId="contact-form-heading" padding={{ xs: 3, md: 4.5 }} {...COPY.form}>
              <Island
                name="contact-form"
                component={ContactForm}
                props={{ variant: 'page' }}
                hydrate="interaction"
              />
            </FormCard>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
