import { STORAGE_KEYS } from '@lab/shared/constants/storage-keys';

/*
 * Where the colour theme choice lives, without the theme itself: read by the theme, the
 * inline script that applies the stored choice before the first paint, and the page
 * script's theme menu, which must not load MUI.
 */

/** Colour scheme attribute on <html>: written by the init script before first paint. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';
/** The chosen mode (light, dark or system) on <html>: the theme button's icon follows it. */
export const THEME_MODE_ATTRIBUTE = 'data-theme-mode';

export const THEME_STORAGE = {
  modeStorageKey: STORAGE_KEYS.theme,
  colorSchemeStorageKey: `${STORAGE_KEYS.theme}-scheme`,
  defaultMode: 'light' as const,
};

/** The choices, in the menu's order. */
export const THEME_CHOICES = [
  { mode: 'light', label: 'Light' },
  { mode: 'dark', label: 'Dark' },
  { mode: 'system', label: 'System' },
] as const;

export type ThemeMode = (typeof THEME_CHOICES)[number]['mode'];

export const themeButtonLabel = (label: string) => `Colour theme: ${label}`;
