import Stack from '@mui/material/Stack';
import {
  AsideCard,
  AsideItemText,
  FormCard,
  RequestFormPage,
} from '../components/form/request-form-page';
import { TRACK_PAGE as COPY, TRACK_TOKEN_PARAM } from '../content/track';
import { TrackByLink } from '../features/track/components/track-by-link';
import { TrackForm } from '../features/track/components/track-form';
import { Island } from '../islands/island';

function WhereToFind() {
  return (
    <AsideCard id="where-heading" title={COPY.aside.title}>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {COPY.aside.items.map((item) => (
          <div key={item.title}>
            <AsideItemText {...item} />
          </div>
        ))}
      </Stack>
    </AsideCard>
  );
}

/**
 * /track: a requester's status page. Two islands: the answer to a signed link, which
 * loads only when the address carries one, and the form, which loads when reached into
 * (as the other forms do), so a visitor who only reads the page loads no React.
 */
export default function TrackPage() {
  return (
    <RequestFormPage
      copy={COPY}
      panel={
        <>
          <Island
            name="track-link"
            component={TrackByLink}
            props={{}}
            hydrate={`param:${TRACK_TOKEN_PARAM}`}
          />
          <FormCard headingId="track-form-heading" {...COPY.form}>
            <Island name="track-form" component={TrackForm} props={{}} hydrate="interaction" />
          </FormCard>
        </>
      }
      aside={<WhereToFind />}
    />
  );
}
