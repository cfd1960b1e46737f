import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { HEADER_CLEARANCE_PX } from '../../theme/primitives';
import { tint } from '../../theme/tint';
import { OUTBOX_MARKUP } from './outbox-markup';

/**
 * Where every public page says which requests wait on this device (kept with no network):
 * empty and taking no room until `outbox-bar.ts` fills it. Its styles are here, for the
 * elements that script makes, so the page carries them from first paint and the bar's
 * code carries no styling of its own.
 */
export function OutboxRegion() {
  return (
    <Box
      id={OUTBOX_MARKUP.root}
      sx={{
        scrollMarginTop: `${HEADER_CLEARANCE_PX}px`,
        [`&[${OUTBOX_MARKUP.open}]`]: {
          py: 1.5,
          borderBottom: 1,
          borderColor: tint('warning-mainChannel', 0.5),
          bgcolor: tint('warning-mainChannel', 0.12),
        },
        color: 'text.primary',
        // Names and addresses can be long words: they break rather than widen the page.
        overflowWrap: 'anywhere',
        '& p, & ul': { m: 0 },
        [`& #${OUTBOX_MARKUP.status} > span`]: { display: 'block', fontWeight: 650 },
        '& ul': { listStyle: 'none', p: 0, mt: 1, display: 'grid', gap: 1 },
        '& li': {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 0.5,
        },
        '& li > span': { flex: '1 1 14rem', minWidth: 0, typography: 'body2' },
        '& [data-refused]': { display: 'block', color: 'error.main', fontWeight: 600 },
        '& [data-hint]': { typography: 'body2', color: 'text.secondary', mt: 0.5 },
        '& button': {
          font: 'inherit',
          typography: 'button',
          textTransform: 'none',
          minHeight: 32,
          px: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'primary.main',
          bgcolor: 'background.paper',
          color: 'primary.main',
          cursor: 'pointer',
          '&:hover': { bgcolor: tint('primary-mainChannel', 0.08) },
          '&:focus-visible': {
            outline: '2px solid var(--mui-palette-primary-main)',
            outlineOffset: '2px',
          },
        },
        '& [data-dismiss]': { mt: 1 },
      }}
    >
      <Container maxWidth="xl">
        <p id={OUTBOX_MARKUP.status} role="status" />
        <div id={OUTBOX_MARKUP.body} />
      </Container>
    </Box>
  );
}
