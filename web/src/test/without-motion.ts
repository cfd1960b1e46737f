import type { Theme } from '@mui/material/styles';

/** `theme` with every transition instant and no click ripple: what tests render with. */
export function withoutMotion<T extends Theme>(theme: T): T {
  const { components, transitions } = theme;
  const instant = Object.fromEntries(Object.keys(transitions.duration).map((name) => [name, 0]));
  return {
    ...theme,
    transitions: {
      ...transitions,
      create: () => 'none',
      duration: { ...transitions.duration, ...instant },
      getAutoHeightDuration: () => 0,
    },
    components: {
      ...components,
      MuiButtonBase: {
        ...components?.MuiButtonBase,
        defaultProps: { ...components?.MuiButtonBase?.defaultProps, disableRipple: true },
      },
    },
  };
}
