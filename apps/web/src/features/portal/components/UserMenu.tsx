import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import TheaterComedyOutlinedIcon from '@mui/icons-material/TheaterComedyOutlined';
import { LinkBehavior } from '../../../shared/components/LinkBehavior';
import type { StoredUser } from '../../../shared/session/session';
import { displayName, initials, organizationLabel } from '../../../shared/session/user-display';
import { userProfileUrl } from '../../../shared/urls/accounts';

export interface UserMenuProps {
  user: StoredUser;
  onDisguise: () => void;
  onLogout: () => void;
}

/** Who is logged in, for which organisation; menus skip it when moving between items. */
function MenuHeader({ name, organisation }: { name: string; organisation: string }) {
  return (
    <Box sx={{ px: 2, pt: 1, pb: 1.5, maxWidth: 300 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="user-menu-name">
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="user-menu-org">
        {organisation}
      </Typography>
    </Box>
  );
}
MenuHeader.muiSkipListHighlight = true;

/** Spec §2: the avatar with initials and its menu (name, organisation, Disguise for admins, My Profile, Log out). */
export function UserMenu({ user, onDisguise, onLogout }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const name = displayName(user);

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        // the initials on the button come first, so the name a voice user says matches what they see
        aria-label={`${initials(user)}, account menu for ${name}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        sx={{ p: 0.5 }}
        data-testid="user-menu-button"
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '0.9rem', fontWeight: 700 }} data-testid="user-avatar">
          {initials(user)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240, borderRadius: '14px' } }, list: { 'aria-label': 'Account' } }}
        data-testid="user-menu"
      >
        <MenuHeader name={name} organisation={organizationLabel(user)} />
        <Divider sx={{ mb: 1 }} />
        {user.adminUser && (
          <MenuItem
            onClick={() => {
              close();
              onDisguise();
            }}
            data-testid="disguise-menu-item"
          >
            <ListItemIcon>
              <TheaterComedyOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Disguise As Organization
          </MenuItem>
        )}
        <MenuItem component={LinkBehavior} href={userProfileUrl()} onClick={close} data-testid="profile-menu-item">
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          My Profile
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
          data-testid="logout-menu-item"
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Log out
        </MenuItem>
      </Menu>
    </>
  );
}
