import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ServiceHero as ServiceHeroContent } from '../../content/service-page-types';
import type { Service } from '../../content/services';
import { BoldMarkers } from '../bold-markers';
import { PageHero } from '../page-hero';
import { ActionRow } from './action-button';

/** The top of a service page: its one h1, lead, key claims, actions and illustration. */
export function ServiceHero({ service, hero }: { service: Service; hero: ServiceHeroContent }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title ?? service.title}
      lead={
        <>
          <BoldMarkers text={hero.lead} />
          {hero.facts && (
            <Stack
              component="ul"
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 3 }}
            >
              {hero.facts.map((fact) => (
                <li key={fact}>
                  <Chip
                    icon={<CheckCircleOutlined />}
                    label={fact}
                    variant="outlined"
                    color="primary"
                    sx={{ bgcolor: 'background.paper' }}
                  />
                </li>
              ))}
            </Stack>
          )}
        </>
      }
      actions={
        // PageHero lays actions out in one row; three long labels need to wrap instead.
        <Box sx={{ width: '100%' }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            useFlexGap
            sx={{ gap: 1.5, flexWrap: 'wrap' }}
          >
            <ActionRow actions={hero.actions} size="large" />
          </Stack>
          {hero.note && (
            <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
              {hero.note}
            </Typography>
          )}
        </Box>
      }
      art={
        <Box
          component="img"
          src={service.image}
          alt=""
          width={400}
          height={300}
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            maxHeight: { xs: 220, sm: 'none' },
          }}
        />
      }
    />
  );
}
