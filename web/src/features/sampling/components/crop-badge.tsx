import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { Crop, CropColor } from '../../../content/crops';

/**
 * Sets `--crop-color` for an element and its children: the crop's accent for the current
 * colour scheme on screen, its light value on paper (a dark-scheme accent is too pale there).
 */
export const cropColorSx = (color: CropColor) => (theme: Theme) => ({
  '--crop-color': color.light,
  '@media screen': theme.applyStyles('dark', { '--crop-color': color.dark }),
});

/** The crop's line drawing in a rounded square tinted with its colour. */
export function CropBadge({ crop, size = 48 }: { crop: Crop; size?: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={[
        cropColorSx(crop.color),
        {
          width: size,
          height: size,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 2,
          color: 'var(--crop-color)',
          bgcolor: 'color-mix(in srgb, var(--crop-color) 14%, transparent)',
        },
      ]}
    >
      <Box
        component="svg"
        viewBox="0 0 24 24"
        sx={{
          width: size * 0.6,
          height: size * 0.6,
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 1.7,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }}
      >
        <path d={crop.icon} />
      </Box>
    </Box>
  );
}
