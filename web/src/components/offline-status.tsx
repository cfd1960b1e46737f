import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { OFFLINE_STATUS } from '../page-script/attributes';

const notice = {
  px: 1.5,
  py: 0.75,
  borderRadius: 2,
  boxShadow: 3,
  bgcolor: 'text.primary',
  color: 'background.paper',
  typography: 'body2',
  pointerEvents: 'auto',
  // The `hidden` attribute must win over the display any style here gives.
  '&[hidden]': { display: 'none' },
} as const;

/**
 * The field kit's state, in the page's corner: no network, this page kept for offline use,
 * a newer release ready. Written hidden into every public page; the page script shows each
 * part when it applies (page-script/offline-state.ts), with no React. Fixed, so a part
 * appearing moves nothing on the page, and never wider than the screen.
 */
export function OfflineStatus() {
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        left: 8,
        bottom: 8,
        zIndex: 1200,
        maxWidth: 'calc(100vw - 16px)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      <Box hidden {...{ [OFFLINE_STATUS.offline]: '' }} sx={notice}>
        You are offline. Pages kept on this device still open.
      </Box>
      <Box hidden {...{ [OFFLINE_STATUS.available]: '' }} sx={{ ...notice, py: 0.25 }}>
        Available offline
      </Box>
      <Box
        hidden
        {...{ [OFFLINE_STATUS.update]: '' }}
        sx={{ ...notice, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        A newer version of this site is ready.
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          {...{ [OFFLINE_STATUS.reload]: '' }}
          sx={{ minHeight: 32 }}
        >
          Reload
        </Button>
      </Box>
    </Box>
  );
}
