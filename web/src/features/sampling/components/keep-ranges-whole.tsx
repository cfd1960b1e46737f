import Box from '@mui/material/Box';
import { Fragment } from 'react';

/** A number joined by a hyphen: '25-30', '3rd-5th', '6-leaf'. */
const RANGE = /(\d\w*-\w+)/g;

/**
 * Text whose ranges never break at their hyphen: '25-' at the end of a line and '30 plants'
 * on the next reads as a different figure, on a phone or on paper.
 */
export function KeepRangesWhole({ text }: { text: string }) {
  const parts = text.split(RANGE);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Box component="span" key={index} sx={{ whiteSpace: 'nowrap' }}>
            {part}
          </Box>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
