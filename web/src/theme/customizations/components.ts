import type { Components, Theme } from '@mui/material/styles';

/** Per-component overrides: one place for how buttons, cards and fields look. */
export const components: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 999, paddingInline: '1.25rem' },
      sizeLarge: { paddingBlock: '0.7rem', paddingInline: '1.6rem', fontSize: '1rem' },
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: (theme.shape.borderRadius as number) * 1.5,
        transition: 'box-shadow 160ms ease, transform 160ms ease',
      }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: { root: { fontWeight: 600 } },
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  // Visible focus for keyboard users everywhere. `:focus-visible` as well as MUI's class:
  // the class comes from React's focus handler, which misses a button focused before the
  // page's code has run (the pre-rendered button then showed no ring at all).
  MuiButtonBase: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible, &:focus-visible': {
          outline: `3px solid ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      }),
    },
  },
};
