import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AsideCard, AsideItemText, RequestFormPage } from '../components/form/request-form-page';
import { RouterLink } from '../components/router-link';
import { SHIP_SAMPLE_PAGE as COPY } from '../content/requests';
import { ShipSamplePanel } from '../features/shipping-request/components/ship-sample-panel';
import { Island } from '../islands/island';

function Steps() {
  return (
    <AsideCard id="steps-heading" title={COPY.steps.title}>
      <Stack component="ol" spacing={2.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {COPY.steps.items.map((step, index) => (
          <Box component="li" key={step.title} sx={{ display: 'flex', gap: 1.75 }}>
            <Box
              aria-hidden="true"
              sx={{
                width: 28,
                height: 28,
                flexShrink: 0,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                fontSize: '0.85rem',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <AsideItemText {...step} />
            </Box>
          </Box>
        ))}
      </Stack>
      {/* "Pack and ship" asks for the completed submission form: what that is. */}
      <Box sx={{ mt: 2.5, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
        <AsideItemText title={COPY.submissionForm.title} text={COPY.submissionForm.text} />
      </Box>
      <Typography variant="body2" sx={{ mt: 2.5, color: 'text.secondary' }}>
        {COPY.dropOff}
      </Typography>
    </AsideCard>
  );
}

/** /ship-sample: the shipping label request form, then its confirmation. */
export default function ShipSamplePage() {
  return (
    <RequestFormPage
      copy={COPY}
      before={
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
      }
      panel={
        <Island name="ship-sample" component={ShipSamplePanel} props={{}} hydrate="interaction" />
      }
      aside={<Steps />}
    />
  );
}
