import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';

/**
 * The colour theme choices, read by the theme button (its icon and label) and by the menu
 * it opens; their own module, so neither of the two imports the other.
 */
export const THEME_MODES = [
  { mode: 'light', label: 'Light', Icon: LightModeOutlined },
  { mode: 'dark', label: 'Dark', Icon: DarkModeOutlined },
  { mode: 'system', label: 'System', Icon: SettingsBrightnessOutlined },
] as const;
