import {
  COLOR_SCHEME_ATTRIBUTE,
  THEME_CHOICES,
  THEME_MODE_ATTRIBUTE,
  THEME_STORAGE,
  themeButtonLabel,
  type ThemeMode,
} from '../theme/theme-storage';
import { THEME_BUTTON_ID, THEME_MENU_ID, THEME_OPTION } from './attributes';
import { closePopover } from './popover';

/*
 * The header's theme choice, without React: stores the mode where MUI's theme and the
 * inline first-paint script read it, and sets the colour scheme attribute the theme's CSS
 * variables hang on.
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

/** Shows `mode` on the page: the scheme, the button's label and icon, the pressed choice. */
function show(mode: ThemeMode): void {
  const scheme = mode === 'system' ? (darkQuery().matches ? 'dark' : 'light') : mode;
  const root = document.documentElement;
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  root.setAttribute(THEME_MODE_ATTRIBUTE, mode);
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
