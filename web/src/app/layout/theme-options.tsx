import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { THEME_MODES } from './theme-modes';

/** The theme choices, loaded when the theme button is first used. */
export default function ThemeOptions({
  anchor,
  onClose,
}: {
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const { mode, setMode } = useColorScheme();
  return (
    <Menu id="theme-menu" anchorEl={anchor} open onClose={onClose}>
      {THEME_MODES.map(({ mode: option, label, Icon }) => (
        <MenuItem
          key={option}
          selected={mode === option}
          onClick={() => {
            setMode(option);
            onClose();
          }}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{label}</ListItemText>
          {mode === option && <CheckIcon fontSize="small" sx={{ ml: 2 }} />}
        </MenuItem>
      ))}
    </Menu>
  );
}
