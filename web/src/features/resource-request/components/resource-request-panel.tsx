import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { REQUEST_PROMISES } from '@lab/shared/constants/laboratory';
import { RequestPanel } from '../../../components/form/request-form-page';
import { RouterLink } from '../../../components/router-link';
import { RESOURCE_REQUEST_PAGE as COPY } from '../../../content/requests';
import { ResourceRequestForm } from './resource-request-form';

/** The resource request form (sample containers), then its confirmation: an island. */
export function ResourceRequestPanel() {
  return (
    <RequestPanel
      copy={COPY.form}
      form={(onSubmitted) => <ResourceRequestForm copy={COPY.form} onSubmitted={onSubmitted} />}
      confirmation={{
        title: 'Request Submitted!',
        referenceHint: 'Quote it if you call or write to us about your containers.',
        actions: (
          <Button
            component={RouterLink}
            to="/resources"
            variant="contained"
            startIcon={<ArrowBackIcon />}
          >
            Back to Resources
          </Button>
        ),
        children: (
          <Typography>
            Thank you. We process container requests within {REQUEST_PROMISES.containerProcessing}{' '}
            and will send your containers to the address you gave us.
          </Typography>
        ),
      }}
    />
  );
}
