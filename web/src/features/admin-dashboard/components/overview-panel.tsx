import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailIcon from '@mui/icons-material/Email';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LABORATORY_TIME_ZONE } from '@lab/shared/constants/laboratory';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { isPromisedKind } from '@lab/shared/time/laboratory-time';
import { IconTile } from '../../../components/icon-tile';
import { visuallyHidden } from '../../../theme/tint';
import { dashboardQueryOptions } from '../api/get-dashboard';
import { useAdminSession } from '../hooks/use-admin-session';
import { RECORD_VIEWS } from '../record-views';

const ICONS = { contact: EmailIcon, resource: Inventory2Icon, shipping: LocalShippingIcon };

const TODAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: LABORATORY_TIME_ZONE,
});

/**
 * How many open requests of a promised kind are past the laboratory's promise, where the
 * API said: read from the dashboard query the page already holds (the same key, and never
 * a call of its own), since the dashboard passes the overview its totals and open counts only.
 */
function OverdueCount({ kind }: { kind: RecordKind }) {
  const { client } = useAdminSession();
  const { data: overdue } = useQuery({
    ...dashboardQueryOptions(client),
    select: (summary) => summary.overdue,
    // An observer of the dashboard's own query, never a caller: it neither fetches nor
    // retries (a failed dashboard call stays one call).
    enabled: false,
  });
  if (!isPromisedKind(kind) || overdue === undefined) return null;
  const count = overdue[kind];
  return (
    <Typography
      variant="body2"
      sx={{ px: 3, pb: 1.5, color: count > 0 ? 'error.main' : 'text.secondary', fontWeight: 600 }}
    >
      {count} overdue
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (open {RECORD_VIEWS[kind].title.toLowerCase()} past the laboratory's promise)
      </Box>
    </Typography>
  );
}

function CardBody({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Box sx={{ p: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
      {icon}
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.9rem', fontWeight: 800, lineHeight: 1.2 }}>
          {value}
        </Typography>
      </Box>
    </Box>
  );
}

export interface OverviewPanelProps {
  totals: Record<RecordKind, number>;
  /** How many of each kind are open (new or in progress), where the API said. */
  open: Partial<Record<RecordKind, number>>;
  /** Opens a list's tab. */
  onOpen: (kind: RecordKind) => void;
  /** Opens a list's tab showing its open records only. */
  onOpenOpen: (kind: RecordKind) => void;
}

/**
 * The overview tab: today's date, the three totals (each opens its tab), how many of each
 * are open (each opens its tab filtered to them) and system status. The open count sits
 * below a card's own button, so the card still reads as the spec's title and total.
 */
export function OverviewPanel({ totals, open, onOpen, onOpenOpen }: OverviewPanelProps) {
  return (
    <Box component="section" aria-labelledby="overview-heading">
      <Typography variant="h4" component="h2" id="overview-heading">
        Overview
      </Typography>
      <Typography sx={{ mt: 0.5, mb: 3, color: 'text.secondary' }}>
        {TODAY.format(new Date())}
      </Typography>
      <Grid container spacing={2.5}>
        {RECORD_KINDS.map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardActionArea onClick={() => onOpen(kind)} sx={{ flexGrow: 1 }}>
                <CardBody
                  icon={<IconTile icon={ICONS[kind]} />}
                  label={RECORD_VIEWS[kind].title}
                  value={totals[kind]}
                />
              </CardActionArea>
              {open[kind] !== undefined && (
                <Box sx={{ px: 2, pb: 1.5 }}>
                  <Button
                    size="small"
                    onClick={() => onOpenOpen(kind)}
                    aria-label={`${open[kind]} open: show the open ${RECORD_VIEWS[kind].title.toLowerCase()}`}
                  >
                    {open[kind]} open
                  </Button>
                </Box>
              )}
              <OverdueCount kind={kind} />
            </Card>
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card sx={{ height: '100%' }}>
            <CardBody
              icon={<IconTile icon={CheckCircleIcon} />}
              label="System Status"
              value={
                <Box component="span" sx={{ color: 'success.main' }}>
                  Active
                </Box>
              }
            />
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
