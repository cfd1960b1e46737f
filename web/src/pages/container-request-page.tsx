import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RouterLink } from '../components/router-link';
import { AsideCard, FormPageLayout } from '../components/form/form-page-layout';
import { RequestConfirmation } from '../components/form/request-confirmation';
import { PageHero } from '../components/page-hero';
import { CONTAINER_REQUEST_PAGE as COPY } from '../content/requests';
import { ContainerRequestForm } from '../features/container-request/components/container-request-form';

function Aside() {
  return (
    <>
      <AsideCard id="containers-heading" title={COPY.containers.title}>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {COPY.containers.items.map((item) => (
            <li key={item.title}>
              <Typography sx={{ fontWeight: 650 }}>{item.title}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {item.text}
              </Typography>
            </li>
          ))}
        </Stack>
      </AsideCard>
      <AsideCard id="next-heading" title={COPY.next.title}>
        <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {COPY.next.links.map((link) => (
            <li key={link.to}>
              <Link component={RouterLink} to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </Stack>
      </AsideCard>
    </>
  );
}

/** /request-bags and /resources/request: the container request form, then its confirmation. */
export default function ContainerRequestPage() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      <PageHero eyebrow={COPY.hero.eyebrow} title={COPY.hero.title} lead={COPY.hero.lead} />
      <FormPageLayout
        formTitle={COPY.form.title}
        formIntro={COPY.form.intro}
        submitted={
          submitted && (
            <RequestConfirmation
              title="Request Submitted!"
              actions={
                <Button
                  component={RouterLink}
                  to="/resources"
                  variant="contained"
                  startIcon={<ArrowBackIcon />}
                >
                  Back to Resources
                </Button>
              }
            >
              <Typography>
                Thank you. We process container requests within 1-2 business days and will send your
                containers to the address you gave us.
              </Typography>
            </RequestConfirmation>
          )
        }
        form={<ContainerRequestForm onSubmitted={() => setSubmitted(true)} />}
        aside={<Aside />}
      />
    </>
  );
}
