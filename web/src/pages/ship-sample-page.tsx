import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RouterLink } from '../components/router-link';
import { AsideCard, FormPageLayout } from '../components/form/form-page-layout';
import { RequestConfirmation } from '../components/form/request-confirmation';
import { PageHero } from '../components/page-hero';
import { StepNumber } from '../components/step-cards';
import { SITE } from '../config/site';
import { SHIP_SAMPLE_PAGE as COPY } from '../content/requests';
import { ShippingRequestForm } from '../features/shipping-request/components/shipping-request-form';

function Steps() {
  return (
    <AsideCard id="steps-heading" title={COPY.steps.title}>
      <Stack component="ol" spacing={2.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {COPY.steps.items.map((step, index) => (
          <Box component="li" key={step.title} sx={{ display: 'flex', gap: 1.75 }}>
            <StepNumber number={index + 1} size={28} fontSize="0.85rem" />
            <Box>
              <Typography sx={{ fontWeight: 650 }}>{step.title}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {step.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 2.5, color: 'text.secondary' }}>
        {COPY.dropOff}
      </Typography>
    </AsideCard>
  );
}

/** /ship-sample: the shipping label request form, then its confirmation. */
export default function ShipSamplePage() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: 3 }} className="no-print">
        <Link
          component={RouterLink}
          to={COPY.back.to}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden="true" />
          {COPY.back.label}
        </Link>
      </Container>
      <PageHero eyebrow={COPY.hero.eyebrow} title={COPY.hero.title} lead={COPY.hero.lead} />
      <FormPageLayout
        formTitle={COPY.form.title}
        formIntro={COPY.form.intro}
        submitted={
          submitted && (
            <RequestConfirmation
              title="Shipping Request Submitted!"
              actions={
                <>
                  <Button component={RouterLink} to="/services" variant="contained">
                    Browse Our Services
                  </Button>
                  <Button component={RouterLink} to="/contact" variant="outlined">
                    Contact Us
                  </Button>
                </>
              }
            >
              <Typography>
                Thank you. Our team will contact you within 24 hours with your prepaid{' '}
                {SITE.courier} label, shipping instructions and tracking information.
              </Typography>
            </RequestConfirmation>
          )
        }
        form={<ShippingRequestForm onSubmitted={() => setSubmitted(true)} />}
        aside={<Steps />}
      />
    </>
  );
}
