import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CtaSection } from '../../content/service-page-types';
import { tint } from '../../theme/tint';
import { BoldMarkers } from '../bold-markers';
import { ActionRow } from './action-button';

/** The closing call to action of a service page. */
export function CtaBand({ section, joined }: { section: CtaSection; joined?: boolean }) {
  const headingId = `${section.id}-heading`;
  return (
    <Box
      component="section"
      id={section.id}
      aria-labelledby={headingId}
      sx={{ pt: joined ? 0 : { xs: 6, md: 9 }, pb: { xs: 6, md: 9 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            px: { xs: 3, sm: 5, md: 8 },
            py: { xs: 5, md: 7 },
            borderRadius: 2,
            border: 1,
            borderColor: tint('primary-mainChannel', 0.25),
            background: `linear-gradient(135deg, ${tint('primary-mainChannel', 0.14)}, ${tint('secondary-mainChannel', 0.08)})`,
            textAlign: { md: 'center' },
          }}
        >
          <Typography variant="h2" id={headingId}>
            {section.title}
          </Typography>
          {section.intro && (
            <Typography
              sx={{
                mt: 2,
                mx: { md: 'auto' },
                maxWidth: 720,
                color: 'text.secondary',
                fontSize: '1.1rem',
              }}
            >
              <BoldMarkers text={section.intro} />
            </Typography>
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ mt: 4, justifyContent: { md: 'center' }, flexWrap: 'wrap' }}
            className="no-print"
          >
            <ActionRow actions={section.actions} size="large" />
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
