import {
  COLOR_SCHEME_ATTRIBUTE,
  THEME_CHOICES,
  THEME_MODE_ATTRIBUTE,
  THEME_STORAGE,
  themeButtonLabel,
  type ThemeMode,
} from '../theme/theme-storage';
import { THEME_BUTTON_ID, THEME_COLOR, THEME_MENU_ID, THEME_OPTION } from './attributes';
import { closePopover } from './popover';

/*
 * The header's theme choice, without React: stores the mode where MUI's theme and the
 * inline first-paint script read it, and sets the colour scheme attribute the theme's CSS
 * variables hang on, and the colour of the browser's bar to match.
 */

const isMode = (value: string | null): value is ThemeMode =>
  THEME_CHOICES.some((choice) => choice.mode === value);

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function storedMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE.modeStorageKey);
    return isMode(stored) ? stored : THEME_STORAGE.defaultMode;
  } catch {
    // Storage refused (private modes, settings): the default, as the inline script does.
    return THEME_STORAGE.defaultMode;
  }
}

/** Each theme-color tag's own colour as the page came, before paintBar rewrites it. */
const servedBarColour = new WeakMap<Element, string>();

/**
 * The browser's bar in the colour of the scheme shown: the head's theme-color tags follow
 * the system's scheme, and the page may show the other. The colours are read from the
 * tags, so this script carries none of the theme.
 */
function paintBar(scheme: 'light' | 'dark'): void {
  const bars = [...document.querySelectorAll(THEME_COLOR.selector)];
  for (const bar of bars) {
    if (!servedBarColour.has(bar)) servedBarColour.set(bar, bar.getAttribute('content') ?? '');
  }
  const shown = bars.find((bar) => bar.getAttribute('media') === THEME_COLOR.media(scheme));
  const colour = shown && servedBarColour.get(shown);
  if (!colour) return;
  for (const bar of bars) bar.setAttribute('content', colour);
}

/** Shows `mode` on the page: the scheme, the button's label and icon, the pressed choice. */
function show(mode: ThemeMode): void {
  const scheme = mode === 'system' ? (darkQuery().matches ? 'dark' : 'light') : mode;
  const root = document.documentElement;
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  root.setAttribute(THEME_MODE_ATTRIBUTE, mode);
  paintBar(scheme);
  const label = THEME_CHOICES.find((choice) => choice.mode === mode)?.label ?? mode;
  document.getElementById(THEME_BUTTON_ID)?.setAttribute('aria-label', themeButtonLabel(label));
  for (const option of document.querySelectorAll<HTMLButtonElement>(`[${THEME_OPTION}]`)) {
    option.setAttribute('aria-pressed', String(option.getAttribute(THEME_OPTION) === mode));
    // Pre-rendered disabled: they work from now on.
    option.disabled = false;
  }
}

function choose(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE.modeStorageKey, mode);
  } catch {
    // Not kept, but this page still shows the choice.
  }
  show(mode);
}

let listening = false;

/** Shows the stored choice on the page's theme menu and makes its choices work. */
export function startThemeChoice(): void {
  show(storedMode());
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const option =
      event.target instanceof Element ? event.target.closest(`[${THEME_OPTION}]`) : null;
    const mode = option?.getAttribute(THEME_OPTION) ?? null;
    if (!isMode(mode)) return;
    choose(mode);
    closePopover(document.getElementById(THEME_MENU_ID));
    document.getElementById(THEME_BUTTON_ID)?.focus();
  });
  // The system's scheme changes (evening), or another tab chose: follow.
  darkQuery().addEventListener('change', () => show(storedMode()));
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE.modeStorageKey) show(storedMode());
  });
}
