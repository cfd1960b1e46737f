import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderSection } from '../../content/service-page-types';
import { BoldMarkers } from '../bold-markers';
import { StepNumber } from '../step-cards';
import { ActionButton } from './action-button';

const NUMBER_SIZE = 40;

/**
 * How to order, as one numbered path down the page, each number joined to the next by a
 * line. Each step's button goes where that step is done.
 */
export function OrderSteps({ section }: { section: OrderSection }) {
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, maxWidth: 760 }}
    >
      {section.steps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            position: 'relative',
            display: 'flex',
            gap: 2,
            '&:not(:last-of-type)::before': {
              content: '""',
              position: 'absolute',
              left: NUMBER_SIZE / 2 - 1,
              top: NUMBER_SIZE + 6,
              bottom: -18,
              width: 2,
              bgcolor: 'divider',
            },
          }}
        >
          <StepNumber number={index + 1} size={NUMBER_SIZE} outlineInPrint />
          <Box sx={{ minWidth: 0, pt: 0.75 }}>
            <Typography variant="h6" component="h3">
              {step.title}
            </Typography>
            <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>
              <BoldMarkers text={step.text} />
            </Typography>
            {step.action && (
              <Box sx={{ mt: 1.5 }} className="no-print">
                <ActionButton action={step.action} fallbackVariant="outlined" />
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
