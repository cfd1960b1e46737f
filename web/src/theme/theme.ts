import { createTheme, type CssVarsTheme } from '@mui/material/styles';
import { components } from './customizations/components';
import { fontFamily, green, slate, soil, wheat } from './primitives';
import { COLOR_SCHEME_ATTRIBUTE } from './theme-storage';

export { COLOR_SCHEME_ATTRIBUTE, THEME_STORAGE } from './theme-storage';

/**
 * The one theme: light and dark colour schemes as CSS variables, so a pre-rendered page
 * shows the stored scheme from the first paint (no flash of the wrong theme).
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: green[600], light: green[400], dark: green[800], contrastText: '#fff' },
        secondary: { main: soil[500], light: soil[300], dark: soil[700], contrastText: '#fff' },
        success: { main: green[700], contrastText: '#fff' },
        // 800, not 700: small warning text must reach 4.5:1 on the tinted section background too.
        warning: { main: wheat[800], contrastText: '#fff' },
        error: { main: '#b3261e', contrastText: '#fff' },
        background: { default: '#fbfaf7', paper: '#ffffff' },
        text: { primary: slate[900], secondary: slate[600] },
        divider: slate[200],
      },
    },
    dark: {
      palette: {
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
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: {
      fontSize: 'clamp(2.1rem, 4.5vw, 3.4rem)',
      fontWeight: 750,
      lineHeight: 1.1,
      letterSpacing: '-0.02em',
    },
    h2: {
      fontSize: 'clamp(1.7rem, 3vw, 2.4rem)',
      fontWeight: 720,
      lineHeight: 1.15,
      letterSpacing: '-0.015em',
    },
    h3: { fontSize: 'clamp(1.35rem, 2.2vw, 1.7rem)', fontWeight: 700, lineHeight: 1.2 },
    h4: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h5: { fontSize: '1.1rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    subtitle1: { fontSize: '1.15rem', lineHeight: 1.6 },
    body1: { lineHeight: 1.65 },
    button: { textTransform: 'none', fontWeight: 650 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
  },
  components,
});

/**
 * On paper, the light scheme's colours: a visitor on the dark scheme would otherwise print
 * pale text on white (browsers drop the dark backgrounds but keep the text colours).
 */
function lightPaletteOnPaper(): Record<string, string> {
  // createTheme is typed as the plain Theme; with cssVariables it also carries its schemes.
  const palette = (theme as unknown as CssVarsTheme).colorSchemes.light?.palette;
  if (!palette) return {};
  return {
    '--mui-palette-text-primary': palette.text.primary,
    '--mui-palette-text-secondary': palette.text.secondary,
    '--mui-palette-background-paper': palette.background.paper,
    '--mui-palette-background-default': palette.background.paper,
    '--mui-palette-divider': palette.divider,
    '--mui-palette-action-hover': palette.action.hover,
    '--mui-palette-primary-main': palette.primary.main,
    '--mui-palette-primary-mainChannel': palette.primary.mainChannel,
    '--mui-palette-secondary-mainChannel': palette.secondary.mainChannel,
    '--mui-palette-error-main': palette.error.main,
  };
}

/** Put on the root in print styles. */
export const LIGHT_ON_PAPER = lightPaletteOnPaper();
