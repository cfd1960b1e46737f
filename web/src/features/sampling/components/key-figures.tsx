import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { KeyFigure } from '../../../content/crops';
import { KeepRangesWhole } from './keep-ranges-whole';

export interface KeyFiguresProps {
  figures: readonly KeyFigure[];
  /** Names the list for screen readers, e.g. 'Potato sampling at a glance'. */
  label: string;
}

/** The numbers to remember from a guide, large enough to read at arm's length in a field. */
export function KeyFigures({ figures, label }: KeyFiguresProps) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        mt: 3,
        // Figures stay together as one group rather than spreading across a wide page.
        maxWidth: 760,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
        gap: { xs: 2, md: 2.5 },
      }}
    >
      {figures.map((figure) => (
        // dt/dd read as "label: value"; the value is shown first and larger.
        <Box
          key={figure.value}
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
            pl: 1.5,
            borderLeft: 3,
            borderColor: 'primary.main',
          }}
        >
          <Typography
            component="dt"
            variant="body2"
            sx={{ color: 'text.secondary', lineHeight: 1.4 }}
          >
            <KeepRangesWhole text={figure.label} />
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontSize: '1.15rem',
              fontWeight: 750,
              lineHeight: 1.3,
              color: 'text.primary',
            }}
          >
            <KeepRangesWhole text={figure.value} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
