import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AsideCard, AsideItemText, RequestFormPage } from '../components/form/request-form-page';
import { RouterLink } from '../components/router-link';
import { RESOURCE_REQUEST_PAGE as COPY } from '../content/requests';
import { ResourceRequestPanel } from '../features/resource-request/components/resource-request-panel';
import { Island } from '../islands/island';

function Aside() {
  return (
    <>
      <AsideCard id="containers-heading" title={COPY.containers.title}>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {COPY.containers.items.map((item) => (
            <li key={item.title}>
              <AsideItemText {...item} />
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

/**
 * /request-bags and /resources/request: the resource request form (sample containers),
 * then its confirmation.
 */
export default function ResourceRequestPage() {
  return (
    <RequestFormPage
      copy={COPY}
      panel={
        <Island
          name="resource-request"
          component={ResourceRequestPanel}
          props={{}}
          hydrate="interaction"
        />
      }
      aside={<Aside />}
    />
  );
}
