import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  /** Tinted background, to separate consecutive sections. */
  tinted?: boolean;
  children: ReactNode;
  maxWidth?: 'md' | 'lg' | 'xl';
}

/** A page section with an optional h2 heading and intro; pages are stacks of these. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tinted,
  children,
  maxWidth = 'lg',
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'action.hover' : undefined }}
    >
      <Container maxWidth={maxWidth}>
        {(eyebrow || title || intro) && (
          <Box
            sx={{
              mb: { xs: 4, md: 6 },
              maxWidth: 760,
              // On paper a heading and its intro never end a page or a column alone.
              '@media print': { mb: 1, breakInside: 'avoid', breakAfter: 'avoid' },
            }}
          >
            {eyebrow && (
              <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
                {eyebrow}
              </Typography>
            )}
            {title && (
              <Typography variant="h2" id={headingId}>
                {title}
              </Typography>
            )}
            {intro && (
              <Typography
                component="div"
                sx={{ mt: 2, color: 'text.secondary', fontSize: '1.05rem' }}
              >
                {intro}
              </Typography>
            )}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  );
}
