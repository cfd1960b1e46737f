import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify } from '../../../components/notifications/use-notify';

/** The secret in groups of four, as authenticator apps show and accept it. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * The authenticator's secret as text, for a phone that cannot scan the QR code: selectable
 * in one click, grouped in fours for reading, and copied without the spaces.
 */
export function SecretKey({ secret }: { secret: string }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret.replace(/\s+/g, ''));
      notify({ title: 'Secret key copied', tone: 'success' });
    } catch {
      notify({
        title: 'Copy failed',
        description: 'Select the secret key and copy it yourself',
        tone: 'destructive',
      });
    }
  };

  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Typography component="dt" variant="subtitle2">
        Secret key
      </Typography>
      <Stack component="dd" direction="row" spacing={1} sx={{ m: 0, alignItems: 'center' }}>
        <Box
          component="code"
          sx={{
            fontFamily: 'monospace',
            fontSize: '1.0625rem',
            lineHeight: 1.6,
            // At most four groups a line (a 32-character secret: two even lines).
            maxWidth: '19ch',
            userSelect: 'all',
            overflowWrap: 'anywhere',
          }}
        >
          {groupSecret(secret)}
        </Box>
        <IconButton aria-label="Copy secret key" onClick={() => void copy()}>
          <ContentCopyIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
