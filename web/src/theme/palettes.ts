import { green, slate, soil, wheat } from './primitives';

/*
 * The light and dark colour schemes' palettes as plain values, apart from MUI: the theme is
 * built from them, and so are the colours the browser shows outside the page (the web app
 * manifest, the `theme-color` tags), which must agree with the theme without loading it.
 */

export const LIGHT_PALETTE = {
  primary: { main: green[600], light: green[400], dark: green[800], contrastText: '#fff' },
  secondary: { main: soil[500], light: soil[300], dark: soil[700], contrastText: '#fff' },
  success: { main: green[700], contrastText: '#fff' },
  // 800, not 700: small warning text must reach 4.5:1 on the tinted section background too.
  warning: { main: wheat[800], contrastText: '#fff' },
  error: { main: '#b3261e', contrastText: '#fff' },
  background: { default: '#fbfaf7', paper: '#ffffff' },
  text: { primary: slate[900], secondary: slate[600] },
  divider: slate[200],
} as const;

export const DARK_PALETTE = {
  primary: {
    main: green[300],
    light: green[200],
    dark: green[500],
    contrastText: slate[900],
  },
  secondary: { main: soil[200], light: soil[100], dark: soil[400], contrastText: slate[900] },
  success: { main: green[300], contrastText: slate[900] },
  warning: { main: wheat[300], contrastText: slate[900] },
  error: { main: '#f2b8b5', contrastText: slate[900] },
  background: { default: slate[900], paper: slate[850] },
  text: { primary: slate[50], secondary: slate[300] },
  divider: slate[700],
} as const;

/**
 * The colour the browser paints around the page (status bar, title bar) in each scheme:
 * the header's, so the bar reads as part of the page.
 */
export const BROWSER_BAR_COLORS = {
  light: LIGHT_PALETTE.background.paper,
  dark: DARK_PALETTE.background.paper,
} as const;
