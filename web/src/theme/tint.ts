/** A palette colour at some opacity, through the theme's CSS variables (works in both schemes). */
export const tint = (channel: string, alpha: number) =>
  `rgba(var(--mui-palette-${channel}) / ${alpha})`;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
