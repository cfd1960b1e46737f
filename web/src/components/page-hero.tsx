import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** Small label above the heading. */
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** An illustration beside the text from md up. */
  art?: ReactNode;
}

/** The top band of an inner page: one h1, a lead paragraph, actions, optional art. */
export function PageHero({ eyebrow, title, lead, actions, art }: PageHeroProps) {
  return (
    <Box
      component="section"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        background:
          'linear-gradient(135deg, rgba(var(--mui-palette-primary-mainChannel) / 0.10), rgba(var(--mui-palette-secondary-mainChannel) / 0.06) 60%, transparent)',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 4, md: 8 }}
          // Stacked below md, the text takes the full width: centring it would let the
          // text box shrink to its widest row (a grid of key figures, say) and overflow.
          sx={{ alignItems: { xs: 'stretch', md: 'center' } }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {eyebrow && (
              <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
                {eyebrow}
              </Typography>
            )}
            <Typography variant="h1" sx={{ mt: eyebrow ? 1 : 0 }}>
              {title}
            </Typography>
            {lead && (
              <Typography
                variant="subtitle1"
                component="div"
                sx={{ mt: 2.5, color: 'text.secondary', maxWidth: 680 }}
              >
                {lead}
              </Typography>
            )}
            {actions && (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ mt: 4 }}
                className="no-print"
              >
                {actions}
              </Stack>
            )}
          </Box>
          {art && (
            <Box
              sx={{
                flex: '0 0 auto',
                alignSelf: 'center',
                width: { xs: '100%', sm: 360, md: 400 },
                maxWidth: '100%',
              }}
              aria-hidden="true"
            >
              {art}
            </Box>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
