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
  /** Staff see the organisation they act for, with its id, beside the menu (spec §2, §6). */
  organization?: string | null;
  /** Staff acting for another organisation than their own: the label is marked as a disguise. */
  disguised?: boolean;
}

/** Spec §2: logo, 'Partners', a 'beta' chip, for staff the organisation with its id, and the avatar with the account menu. */
export function PortalTopBar({ onOpenMenu, menuOpen = false, userMenu, organization, disguised = false }: PortalTopBarProps) {
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
      <Toolbar sx={{ minHeight: { xs: 64 }, gap: { xs: 0.75, sm: 1 }, px: { xs: 1.5, sm: 2.5 } }}>
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
            // a staff user's organisation label shares a 375 px bar with it: the mark keeps its size
            '& > svg': { flexShrink: 0 },
          }}
        >
          <LogoMark />
          <Typography component="span" sx={{ fontWeight: 800, fontSize: { xs: '1.05rem', sm: '1.15rem' }, letterSpacing: '-0.02em' }}>
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
        {organization && (
          <Typography
            component="span"
            variant="body2"
            data-testid="top-bar-org"
            data-disguised={disguised ? 'true' : 'false'}
            sx={{
              minWidth: 0,
              maxWidth: { xs: 88, sm: 320 },
              textAlign: 'right',
              lineHeight: 1.25,
              fontSize: { xs: '0.75rem', sm: '0.875rem' },
              fontWeight: 600,
              color: disguised ? 'warning.dark' : 'text.secondary',
              overflowWrap: 'anywhere',
              // at most two lines in the 64 px bar; the disguise bar below names the organisation in full
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: 2,
              overflow: 'hidden',
            }}
            title={organization}
          >
            {organization}
          </Typography>
        )}
        {userMenu}
      </Toolbar>
    </AppBar>
  );
}
