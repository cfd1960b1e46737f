import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RequestPanel } from '../../../components/form/request-form-page';
import { RouterLink } from '../../../components/router-link';
import { SITE } from '../../../config/site';
import { SHIP_SAMPLE_PAGE as COPY } from '../../../content/requests';
import { ShippingRequestForm } from './shipping-request-form';

/** The shipping label request form, then its confirmation: an island. */
export function ShipSamplePanel() {
  return (
    <RequestPanel
      copy={COPY.form}
      form={(onSubmitted) => <ShippingRequestForm copy={COPY.form} onSubmitted={onSubmitted} />}
      confirmation={{
        title: 'Shipping Request Submitted!',
        referenceHint: 'Quote it if you call or write to us about your shipment.',
        actions: (
          <>
            <Button component={RouterLink} to="/services" variant="contained">
              Browse Our Services
            </Button>
            <Button component={RouterLink} to="/contact" variant="outlined">
              Contact Us
            </Button>
          </>
        ),
        children: (
          <Typography>
            Thank you. Our team will contact you within 24 hours with your prepaid {SITE.courier}{' '}
            label, shipping instructions and tracking information.
          </Typography>
        ),
      }}
    />
  );
}
