/** Colour scales and type of the site: one place for the brand's raw values. */
export const green = {
  50: '#eef6ef',
  100: '#d4e9d7',
  200: '#a9d2b0',
  300: '#7cb988',
  400: '#4f9d61',
  500: '#2f7f45',
  600: '#246a38',
  700: '#1c552d',
  800: '#153f22',
  900: '#0d2916',
} as const;

export const soil = {
  50: '#f8f3ee',
  100: '#ecdfd2',
  200: '#d9bfa5',
  300: '#c29c78',
  400: '#a87a52',
  500: '#8a5d37',
  600: '#6f4a2b',
  700: '#553821',
  800: '#3b2717',
  900: '#22160d',
} as const;

export const wheat = {
  100: '#fbf1d6',
  300: '#f0d27f',
  500: '#d9a928',
  700: '#8f6a0e',
  800: '#74560b',
} as const;

export const slate = {
  50: '#f6f7f6',
  100: '#eceeec',
  200: '#d9ddd9',
  300: '#b9c0ba',
  400: '#8d968f',
  500: '#66706a',
  600: '#4d5650',
  700: '#363d38',
  800: '#1f2521',
  850: '#181d1a',
  900: '#111512',
} as const;

export const fontFamily =
  '"Segoe UI Variable", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Roboto, Arial, sans-serif';

/** How far below the top of the screen something scrolled to stops: under the sticky header. */
export const HEADER_CLEARANCE_PX = 88;

/**
 * For a block below the first screen (a page's later sections, the footer): laid out only
 * when it comes near the screen. On a phone, laying out a long page at once is most of the
 * work that keeps the first paint from answering a tap. The remembered size (auto) keeps
 * the scroll bar steady once the block has been seen.
 */
export const LAID_OUT_WHEN_NEAR = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 700px',
} as const;
