import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

export interface StepLayoutProps {
  heading: string;
  /**
   * Move focus to the heading when the step appears, so a screen reader starts at its
   * explanation; a step whose first field takes focus itself leaves it. @default false
   */
  focusHeading?: boolean;
  /** Back to the password step. */
  onRestart: () => void;
  children: ReactNode;
}

/**
 * A step of the sign-in after the password: its heading, its content, and a way back to
 * the start.
 */
export function StepLayout({
  heading,
  focusHeading = false,
  onRestart,
  children,
}: StepLayoutProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <Stack spacing={2.5}>
      <Typography
        ref={headingRef}
        variant="h4"
        component="h2"
        // Focusable by script only, and no ring: it is not a control.
        tabIndex={-1}
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {heading}
      </Typography>
      {children}
      <Button
        variant="text"
        startIcon={<ArrowBackIcon />}
        onClick={onRestart}
        sx={{ alignSelf: 'center' }}
      >
        Start over
      </Button>
    </Stack>
  );
}
