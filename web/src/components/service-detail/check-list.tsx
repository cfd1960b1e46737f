import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BoldMarkers } from '../bold-markers';

export interface CheckListProps {
  points: readonly string[];
  /** Smaller type and spacing, for lists inside cards. */
  dense?: boolean;
  /** Two columns from md up, for a long list across a full-width card. */
  columns?: boolean;
}

/** A list of points, each with a check mark. */
export function CheckList({ points, dense, columns }: CheckListProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        rowGap: dense ? 1 : 1.5,
        columnGap: 4,
        gridTemplateColumns: columns ? { xs: '1fr', md: '1fr 1fr' } : '1fr',
      }}
    >
      {points.map((point) => (
        <Box
          component="li"
          key={point}
          sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}
        >
          <CheckCircleOutlined
            aria-hidden="true"
            sx={{ color: 'primary.main', fontSize: 20, mt: '0.2em', flexShrink: 0 }}
          />
          <Typography variant={dense ? 'body2' : 'body1'} component="span">
            <BoldMarkers text={point} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
