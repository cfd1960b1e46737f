import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import type { PageLink } from '../../../config/site-routes';
import { FIELD_SHEET_CONTACT_HEIGHT, FieldSheetContact } from './field-sheet-contact';

/*
 * A field sheet's paper, set only on the pages that print as one: margins a home printer
 * reaches on letter and A4, and the root size, which every rem-sized text of the theme
 * follows, so a whole guide fits one sheet.
 */
const fieldSheetPaper = (textSize: number) => (
  <GlobalStyles
    styles={{
      '@page': { margin: '0.45in 0.5in' },
      '@media print': { html: { fontSize: `${textSize}px` } },
    }}
  />
);

/*
 * A field sheet on paper: the title band across the page, then the guide in two columns
 * that fill one another (a short card sits under a long one, with no gap beside it), then
 * the contact block across the foot. Cards print as blocks under a thin rule: their frames
 * and padding cost more than a sixth of the sheet.
 */
const FIELD_SHEET_LAYOUT = {
  columnCount: 2,
  // Clear of the contact block fixed to the foot of the page.
  pb: `calc(${FIELD_SHEET_CONTACT_HEIGHT} + 0.1in)`,
  columnGap: '0.3in',
  '&& > :not(aside)': { py: 0.25, background: 'none', border: 0 },
  '&& > :first-child': { columnSpan: 'all' },
  '&& > * > .MuiContainer-root': { py: 0, px: 0 },
  '&& .MuiCard-root': {
    height: 'auto',
    p: 0,
    pt: 0.75,
    mb: 0.75,
    border: 0,
    borderTop: 1,
    borderColor: 'divider',
    borderRadius: 0,
    bgcolor: 'transparent',
  },
  // Grids of cards become plain stacks inside a column.
  '& .MuiGrid-container': { display: 'block' },
  '& .MuiGrid-root > .MuiGrid-root': { width: 'auto' },
  '& .MuiTypography-body1': { lineHeight: 1.3 },
  '& h1': { fontSize: '2.1rem' },
  '& h2': { fontSize: '1.35rem' },
  // The hero's lead runs the sheet's width, and its figures follow it closely.
  '& .MuiTypography-subtitle1': { mt: 1, maxWidth: 'none', fontSize: '1.05rem', lineHeight: 1.4 },
  '& dl': { mt: 1.25 },
} as const;

export interface PrintableGuideProps {
  /**
   * Print the guide as a one-page field sheet, its foot the laboratory's contact block with
   * a QR code to the guide and one to `request` (the guide's own container request link).
   * Without it the guide prints at its own length.
   */
  fieldSheet?: {
    request: PageLink;
    /**
     * The root text size on paper, in CSS px: a shorter guide prints larger, easier to
     * read at arm's length. @default 11 (about 8 pt body text: the soil guide, the longest,
     * fits one page at this size)
     */
    textSize?: number;
  };
  children: ReactNode;
}

/**
 * Wraps a sampling guide so it prints well: tighter section spacing (tighter still on a
 * field sheet), and cards kept whole across page breaks. Buttons and navigation carry
 * `no-print` themselves; a field sheet's page sets its own columns for paper.
 */
export function PrintableGuide({ fieldSheet, children }: PrintableGuideProps) {
  return (
    <Box
      sx={{
        '@media print': {
          color: 'text.primary',
          // The page's bands (hero, sections) keep their spacing small and drop their tints;
          // the field sheet's contact block keeps its rule.
          '&& > :not(aside)': { py: 2, background: 'none', border: 0 },
          '&& > * > .MuiContainer-root': { py: 0 },
          '& .MuiCard-root': { breakInside: 'avoid', boxShadow: 'none' },
          '& h2, & h3': { breakAfter: 'avoid' },
          ...(fieldSheet && FIELD_SHEET_LAYOUT),
        },
      }}
    >
      {fieldSheet && fieldSheetPaper(fieldSheet.textSize ?? 11)}
      {children}
      {fieldSheet && <FieldSheetContact request={fieldSheet.request} />}
    </Box>
  );
}
