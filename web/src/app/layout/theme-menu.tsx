import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { THEME_MODES } from './theme-modes';

const loadOptions = () => import('./theme-options');
const ThemeOptions = lazy(loadOptions);

/** Light, dark or system; MUI stores the choice under the site's theme key. */
export function ThemeMenu() {
  const { mode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // `mode` is unknown until the browser has read the stored choice.
  const current = THEME_MODES.find((m) => m.mode === mode) ?? THEME_MODES[0];
  const Icon = current.Icon;
  return (
    <>
      <IconButton
        aria-label={`Colour theme: ${current.label}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'theme-menu' : undefined}
        onMouseEnter={() => void loadOptions()}
        onFocus={() => void loadOptions()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Icon />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <ThemeOptions anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
