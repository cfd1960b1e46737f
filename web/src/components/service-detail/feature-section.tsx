import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Fact, FeatureSection } from '../../content/service-page-types';
import { tint } from '../../theme/tint';
import { BoldMarkers } from '../bold-markers';
import { ActionRow } from './action-button';
import { CheckList } from './check-list';

const asideSx = {
  height: '100%',
  p: { xs: 3, md: 4 },
  borderRadius: 1.25,
  bgcolor: tint('primary-mainChannel', 0.07),
  border: 1,
  borderColor: tint('primary-mainChannel', 0.18),
} as const;

function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        ...asideSx,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: facts.length > 3 ? '1fr 1fr' : '1fr' },
        gap: { xs: 3, md: 3.5 },
        alignContent: 'center',
      }}
    >
      {facts.map((fact) => (
        // dt/dd pairs read as "label: value"; the value is shown first and larger.
        <Box key={fact.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontSize: { xs: '1.6rem', md: '2rem' },
              fontWeight: 750,
              lineHeight: 1.1,
              color: 'primary.main',
            }}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Points({
  title,
  points,
  columns,
}: {
  title?: string;
  points: readonly string[];
  columns?: boolean;
}) {
  return (
    <Box>
      {title && (
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      <CheckList points={points} columns={columns} />
    </Box>
  );
}

/** Prose in a card, with key figures or a checklist beside it. */
export function FeaturePanel({ section }: { section: FeatureSection }) {
  const { body, points, pointsTitle, facts, actions, layout = 'split' } = section;
  const stacked = layout === 'stacked';
  // With facts, the checklist moves under the prose and the figures take the side.
  const side = facts ? (
    <Facts facts={facts} />
  ) : points && !stacked ? (
    <Box sx={asideSx}>
      <Points title={pointsTitle} points={points} />
    </Box>
  ) : null;
  return (
    <Card sx={{ p: { xs: 3, sm: 4, md: 5 } }}>
      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'stretch' }}>
        <Grid size={{ xs: 12, md: side ? 7 : 12 }}>
          <Stack spacing={2.5}>
            {body.map((paragraph) => (
              <Typography
                key={paragraph}
                sx={{ fontSize: '1.05rem', maxWidth: stacked ? 820 : undefined }}
              >
                <BoldMarkers text={paragraph} />
              </Typography>
            ))}
            {facts && points && (
              <Box sx={{ pt: 1 }}>
                <Points title={pointsTitle} points={points} />
              </Box>
            )}
            {stacked && !facts && points && (
              <Box sx={{ ...asideSx, mt: 1.5 }}>
                <Points title={pointsTitle} points={points} columns />
              </Box>
            )}
            {actions && actions.length > 0 && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1.5 }}>
                <ActionRow actions={actions} />
              </Stack>
            )}
          </Stack>
        </Grid>
        {side && <Grid size={{ xs: 12, md: 5 }}>{side}</Grid>}
      </Grid>
    </Card>
  );
}
