import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

export interface Step {
  title: string;
  text: string;
}

/**
 * A step's number in a filled circle; decorative, as the list itself is ordered. With
 * `outlineInPrint`, paper gets an outlined circle instead of a filled one.
 */
export function StepNumber({
  number,
  size = 40,
  fontSize,
  outlineInPrint = false,
}: {
  number: number;
  size?: number;
  /** @default the surrounding text's size */
  fontSize?: string;
  outlineInPrint?: boolean;
}) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
        ...(fontSize && { fontSize }),
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        ...(outlineInPrint && {
          '@media print': { bgcolor: 'transparent', color: 'text.primary', border: 2 },
        }),
      }}
    >
      {number}
    </Box>
  );
}

/**
 * A numbered process as an ordered list of cards. `lg` is the width of a card on large
 * screens: 'grow' shares the row among all steps. @default 'grow'
 */
export function StepCards({
  steps,
  lg = 'grow',
}: {
  steps: readonly Step[];
  lg?: number | 'grow';
}) {
  return (
    <Grid container spacing={2.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step, index) => (
        <Grid key={step.title} component="li" size={{ xs: 12, sm: 6, lg }}>
          <Card sx={{ height: '100%', p: 3 }}>
            <StepNumber number={index + 1} />
            <Typography variant="h5" component="h3" sx={{ mt: 2 }}>
              {step.title}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {step.text}
            </Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
