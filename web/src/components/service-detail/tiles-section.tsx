import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Tile, TilesSection } from '../../content/service-page-types';
import { BoldMarkers } from '../bold-markers';
import { ActionButton } from './action-button';
import { CheckList } from './check-list';
import { ServiceIcon } from './service-icon';

const COLUMN_SIZES = {
  2: { xs: 12, md: 6 },
  3: { xs: 12, sm: 6, md: 4 },
  4: { xs: 12, sm: 6, lg: 3 },
} as const;

function TileCard({ tile }: { tile: Tile }) {
  return (
    <Card
      sx={{
        height: '100%',
        p: { xs: 3, md: 3.5 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        // A test whose details are still being written looks unfinished on purpose.
        ...(tile.comingSoon && { borderStyle: 'dashed', bgcolor: 'transparent' }),
      }}
    >
      {/* Icon beside the title on phones, above it from sm up. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-start' },
          gap: 2,
        }}
      >
        <ServiceIcon name={tile.icon} />
        <Typography variant="h5" component="h3">
          {tile.title}
        </Typography>
      </Box>
      {tile.comingSoon && (
        <Chip
          label="Coming soon"
          size="small"
          color="warning"
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
        <BoldMarkers text={tile.text} />
      </Typography>
      {tile.points && <CheckList points={tile.points} dense />}
      {tile.action && (
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <ActionButton action={tile.action} fallbackVariant="outlined" />
        </Box>
      )}
    </Card>
  );
}

/** A grid of cards: highlights, benefits, parameters, audiences. */
export function TilesGrid({ section }: { section: TilesSection }) {
  const size = COLUMN_SIZES[section.columns ?? 3];
  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      {section.tiles.map((tile) => (
        <Grid key={tile.title} size={size}>
          <TileCard tile={tile} />
        </Grid>
      ))}
    </Grid>
  );
}
