import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { THEME_BUTTON_ID, THEME_MENU_ID, THEME_OPTION } from '../../page-script/attributes';
import {
  COLOR_SCHEME_ATTRIBUTE,
  THEME_MODE_ATTRIBUTE,
  THEME_STORAGE,
  themeButtonLabel,
} from '../../theme/theme-storage';
import { anchorName, HeaderPopover } from './header-popover';
import { THEME_MODES } from './theme-modes';

const DEFAULT = THEME_MODES.find((choice) => choice.mode === THEME_STORAGE.defaultMode);

/*
 * The button shows the icon of the choice in force. The stored scheme is on <html> before
 * the first paint (light or dark); whether that came from "system" is known once the page
 * script has read the choice.
 */
const iconSx = {
  '& [data-theme-icon]': { display: 'none' },
  '& [data-theme-icon="light"]': { display: 'block' },
  [`[${COLOR_SCHEME_ATTRIBUTE}="dark"] & [data-theme-icon="light"]`]: { display: 'none' },
  [`[${COLOR_SCHEME_ATTRIBUTE}="dark"] & [data-theme-icon="dark"]`]: { display: 'block' },
  [`[${THEME_MODE_ATTRIBUTE}="system"] & [data-theme-icon]`]: { display: 'none' },
  [`[${THEME_MODE_ATTRIBUTE}="system"] & [data-theme-icon="system"]`]: { display: 'block' },
};

/**
 * Light, dark or system. The menu is a native popover and the choices are handled by the
 * page script (no React), which stores them under the site's theme key.
 */
export function ThemeMenu() {
  return (
    <>
      <IconButton
        id={THEME_BUTTON_ID}
        popoverTarget={THEME_MENU_ID}
        aria-label={themeButtonLabel(DEFAULT?.label ?? '')}
        sx={{ anchorName: anchorName(THEME_MENU_ID), ...iconSx }}
      >
        {THEME_MODES.map(({ mode, Icon }) => (
          <Icon key={mode} data-theme-icon={mode} />
        ))}
      </IconButton>
      <HeaderPopover id={THEME_MENU_ID} align="end" role="group" aria-label="Colour theme">
        {THEME_MODES.map(({ mode, label, Icon }) => (
          <Box
            component="button"
            type="button"
            key={mode}
            {...{ [THEME_OPTION]: mode }}
            aria-pressed={mode === THEME_STORAGE.defaultMode}
            // The page script stores the choice: until it runs, the choices show disabled
            // rather than take a tap they would lose.
            disabled
            sx={{
              display: 'flex',
              alignItems: 'center',
              width: '100%',
              py: 1,
              px: 2,
              border: 0,
              bgcolor: 'transparent',
              color: 'text.primary',
              font: 'inherit',
              textAlign: 'left',
              cursor: 'pointer',
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: '2px solid', outlineOffset: -2 },
              '&:disabled': { opacity: 0.5, cursor: 'default' },
              '& .check': { visibility: 'hidden' },
              '&[aria-pressed="true"] .check': { visibility: 'visible' },
            }}
          >
            <Icon fontSize="small" sx={{ color: 'text.secondary' }} />
            <Box component="span" sx={{ flex: 1, ml: 2 }}>
              {label}
            </Box>
            <CheckIcon className="check" fontSize="small" sx={{ ml: 2 }} />
          </Box>
        ))}
      </HeaderPopover>
    </>
  );
}
