import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import { tint } from '../theme/tint';

/** An icon in a tinted rounded square: the badge at the top of cards across the site. */
export function IconTile({ icon: Icon, size = 48 }: { icon: SvgIconComponent; size?: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 2,
        color: 'primary.main',
        bgcolor: tint('primary-mainChannel', 0.12),
      }}
    >
      <Icon sx={{ fontSize: size * 0.55 }} />
    </Box>
  );
}
