import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { loginUrl } from '../../shared/urls/accounts';
import { Logo } from './Logo';
import { NAV_ITEMS } from './nav-items';

export interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  pathname: string;
  loggedIn: boolean;
  onLogout: () => void;
}

/** The header's links on narrow screens (< 768 px). */
export default function MobileNavDrawer({ open, onClose, pathname, loggedIn, onLogout }: MobileNavDrawerProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw' } } }}>
      <Box id="mobile-nav" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Box onClick={onClose}>
          <Logo />
        </Box>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Main">
        {/* a list holds list items only: each link sits in one, the divider is one too */}
        <List>
          {NAV_ITEMS.map((item) => (
            <ListItem key={item.href} disablePadding>
              <ListItemButton
                href={item.href}
                onClick={onClose}
                selected={item.isActive(pathname)}
                aria-current={item.isActive(pathname) ? 'page' : undefined}
              >
                <ListItemText primary={item.label} slotProps={{ primary: { fontWeight: 600 } }} />
              </ListItemButton>
            </ListItem>
          ))}
          <Divider component="li" sx={{ my: 1 }} />
          <ListItem disablePadding>
            {loggedIn ? (
              <ListItemButton
                onClick={() => {
                  onClose();
                  onLogout();
                }}
              >
                <ListItemText primary="Logout" slotProps={{ primary: { fontWeight: 600 } }} />
              </ListItemButton>
            ) : (
              <ListItemButton href={loginUrl()} onClick={onClose}>
                <ListItemText primary="Signup/Login" slotProps={{ primary: { fontWeight: 600 } }} />
              </ListItemButton>
            )}
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
