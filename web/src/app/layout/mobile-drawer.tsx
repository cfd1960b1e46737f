import CloseIcon from '@mui/icons-material/Close';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useEffect, useState } from 'react';
import { externalProps } from '../../components/external-link';
import { Logo } from '../../components/logo';
import { RouterLink } from '../../components/router-link';
import { MAIN_NAV } from '../../content/navigation';
import { isActive } from './nav-state';

/** The slide-in navigation below the lg breakpoint, loaded when first opened. */
export default function MobileDrawer({
  onClose,
  pathname,
}: {
  onClose: () => void;
  pathname: string;
}) {
  // Mounted closed, then opened on the next frame, so the drawer slides in.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(340px, 88vw)' } } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
        }}
      >
        <Logo />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Main">
        {MAIN_NAV.map((item) =>
          item.children ? (
            <List key={item.label} dense subheader={<ListSubheader>{item.label}</ListSubheader>}>
              {item.children.map((child) => (
                <ListItemButton
                  key={child.to}
                  component={RouterLink}
                  to={child.to}
                  onClick={onClose}
                  selected={pathname === child.to}
                  sx={{ pl: 3 }}
                >
                  <ListItemText primary={child.label} />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <List key={item.label} dense disablePadding>
              {item.external ? (
                <ListItemButton component="a" href={item.to} {...externalProps} onClick={onClose}>
                  <ListItemText primary={item.label} />
                  <OpenInNew fontSize="small" aria-label="(opens in a new tab)" />
                </ListItemButton>
              ) : (
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  onClick={onClose}
                  selected={isActive(item, pathname)}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              )}
            </List>
          ),
        )}
      </Box>
    </Drawer>
  );
}
