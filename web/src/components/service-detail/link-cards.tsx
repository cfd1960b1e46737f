import Grid from '@mui/material/Grid';
import type { LinksSection } from '../../content/service-page-types';
import { LinkCard } from '../link-card';
import { ServiceIcon } from './service-icon';

/** Cards that each open a page of this site. */
export function LinkCards({ section }: { section: LinksSection }) {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      {section.links.map((link) => (
        <Grid key={link.to} size={{ xs: 12, sm: 6, md: 4 }}>
          <LinkCard
            to={link.to}
            title={link.title}
            text={link.text}
            icon={<ServiceIcon name={link.icon} size={44} />}
          />
        </Grid>
      ))}
    </Grid>
  );
}
