import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import { THEME_CHOICES, type ThemeMode } from '../../theme/theme-storage';

const ICONS: Record<ThemeMode, typeof LightModeOutlined> = {
  light: LightModeOutlined,
  dark: DarkModeOutlined,
  system: SettingsBrightnessOutlined,
};

/** The colour theme choices with their icons, for the theme button and its menu. */
export const THEME_MODES = THEME_CHOICES.map((choice) => ({ ...choice, Icon: ICONS[choice.mode] }));
