import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { KeepRangesWhole } from './keep-ranges-whole';

const KINDS = {
  do: { Icon: CheckCircleOutlined, color: 'primary.main' },
  avoid: { Icon: DoNotDisturbOnOutlined, color: 'error.main' },
  label: { Icon: LabelOutlined, color: 'text.secondary' },
} as const;

export interface GuideListProps {
  items: readonly string[];
  /** What to do, what to avoid, or what to write on a label. @default 'do' */
  kind?: keyof typeof KINDS;
  dense?: boolean;
}

/** A list of sampling instructions, each item marked by what kind of instruction it is. */
export function GuideList({ items, kind = 'do', dense }: GuideListProps) {
  const { Icon, color } = KINDS[kind];
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        rowGap: dense ? 0.75 : 1.25,
        '@media print': { rowGap: 0.25 },
      }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item}
          sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}
        >
          <Icon
            aria-hidden="true"
            sx={{
              color,
              fontSize: 20,
              mt: '0.2em',
              flexShrink: 0,
              '@media print': { fontSize: 15 },
            }}
          />
          <Typography variant={dense ? 'body2' : 'body1'} component="span">
            <KeepRangesWhole text={item} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
