import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { LinkBehavior } from '../../../shared/components/LinkBehavior';
import { LogoMark } from '../../../shared/components/LogoMark';
import { portalHomeUrl } from '../../../shared/urls/portal';
import { PORTAL_NAV_ID } from './PortalDrawer';

export interface PortalTopBarProps {
  /** Shows the menu button that opens the drawer (narrow screens). */
  onOpenMenu?: () => void;
  menuOpen?: boolean;
  /** The account menu on the right. */
  userMenu: ReactNode;
}

/** Spec §2: logo, 'Partners', a 'beta' chip, and the avatar with the account menu. */
export function PortalTopBar({ onOpenMenu, menuOpen = false, userMenu }: PortalTopBarProps) {
  return (
    <AppBar
      component="header"
      position="fixed"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        bgcolor: 'rgba(255,255,255,0.94)',
        backdropFilter: 'saturate(180%) blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
      data-testid="portal-top-bar"
    >
      <Toolbar sx={{ minHeight: { xs: 64 }, gap: 1, px: { xs: 1.5, sm: 2.5 } }}>
        {onOpenMenu && (
          <IconButton
            edge="start"
            aria-label="Open navigation"
            aria-controls={PORTAL_NAV_ID}
            aria-expanded={menuOpen}
            onClick={onOpenMenu}
            data-testid="portal-menu-button"
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={LinkBehavior}
          href={portalHomeUrl()}
          aria-label="Partners home"
          data-testid="portal-logo"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1.25,
            color: 'text.primary',
            textDecoration: 'none',
            borderRadius: '6px',
            minWidth: 0,
          }}
        >
          <LogoMark />
          <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem', letterSpacing: '-0.02em' }}>
            Partners
          </Typography>
        </Box>
        <Chip
          label="beta"
          size="small"
          color="secondary"
          variant="outlined"
          sx={{ height: 22, fontSize: '0.72rem', letterSpacing: '0.02em', borderColor: 'secondary.main', color: 'secondary.dark' }}
          data-testid="beta-chip"
        />
        <Box sx={{ flexGrow: 1 }} />
        {userMenu}
      </Toolbar>
    </AppBar>
  );
}
