import { createTheme, type CssVarsTheme } from '@mui/material/styles';
import { components } from './customizations/components';
import { DARK_PALETTE, LIGHT_PALETTE } from './palettes';
import { fontFamily } from './primitives';
import { COLOR_SCHEME_ATTRIBUTE } from './theme-storage';

export { COLOR_SCHEME_ATTRIBUTE, THEME_STORAGE } from './theme-storage';

/**
 * The one theme: light and dark colour schemes as CSS variables, so a pre-rendered page
 * shows the stored scheme from the first paint (no flash of the wrong theme).
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
  colorSchemes: { light: { palette: LIGHT_PALETTE }, dark: { palette: DARK_PALETTE } },
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
