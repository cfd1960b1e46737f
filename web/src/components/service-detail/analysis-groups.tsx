import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { AnalysisGroup, AnalysisSection } from '../../content/service-page-types';
import { ServiceIcon } from './service-icon';

function GroupCard({ group }: { group: AnalysisGroup }) {
  const headingId = `analysis-${group.id}-heading`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ breakInside: 'avoid', mb: { xs: 2, md: 3 }, p: { xs: 3, md: 3.5 } }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <ServiceIcon name={group.icon} />
        <Box>
          <Typography variant="h5" component="h3" id={headingId}>
            {group.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {group.items.length} measurements
          </Typography>
        </Box>
      </Box>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{group.description}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {group.items.map((item) => (
          <Box
            component="li"
            key={item.name}
            sx={{
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, 38%) 1fr' },
              columnGap: 2,
              rowGap: 0.25,
            }}
          >
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {item.name}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              sx={{ color: 'text.secondary', pt: { sm: '0.15em' } }}
            >
              {item.detail}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

/**
 * Measurement groups in balanced columns: CSS columns let a long group sit beside two
 * short ones without a layout written for this particular content.
 */
export function AnalysisGroups({ section }: { section: AnalysisSection }) {
  return (
    <Box sx={{ columnCount: { xs: 1, md: 2 }, columnGap: { md: 3 } }}>
      {section.groups.map((group) => (
        <GroupCard key={group.id} group={group} />
      ))}
    </Box>
  );
}
