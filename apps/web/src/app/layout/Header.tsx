import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import MenuIcon from '@mui/icons-material/Menu';
import { PageContainer } from '../../shared/components/PageContainer';
import { StoreButton } from '../../shared/components/StoreButton';
import { useWideLayout, WIDE_LAYOUT_MEDIA } from '../../shared/hooks/useWideLayout';
import { useIsLoggedIn } from '../../shared/session/session';
import { loginUrl, portalHomeUrl } from '../../shared/urls/accounts';
import { Logo } from './Logo';
import { NAV_ITEMS } from './nav-items';
import { useLogout } from './useLogout';

// The drawer (Modal, focus trap, transitions) loads on first open, not with the store's entry.
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer'));

const navButtonSx = {
  color: 'text.primary',
  fontWeight: 600,
  px: 1.5,
  // the dark shade: the header is translucent, and over a dark code block below it primary.main fell under 4.5:1
  '&[aria-current="page"]': { color: 'primary.dark', bgcolor: 'rgba(15,118,110,0.08)' },
} as const;

/** Public header (spec §1): logo, Apps, Developers, Docs, Signup/Login or Logout, My account. */
export function Header() {
  const wide = useWideLayout();
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const accountHref = loggedIn ? portalHomeUrl() : loginUrl();

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        color: 'text.primary',
        bgcolor: 'rgba(255,255,255,0.92)',
        backdropFilter: 'saturate(180%) blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <PageContainer>
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: { xs: 60, md: 68 }, gap: 1 }}>
          <Logo />
          <Box sx={{ flexGrow: 1 }} />
          {/* Which of the nav and the menu button shows is CSS's call, so the server-rendered header is right at once. */}
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: 'none', [WIDE_LAYOUT_MEDIA]: { display: 'flex' }, alignItems: 'center', gap: 0.5 }}
          >
            {NAV_ITEMS.map((item) => (
              <StoreButton key={item.href} href={item.href} sx={navButtonSx} aria-current={item.isActive(pathname) ? 'page' : undefined}>
                {item.label}
              </StoreButton>
            ))}
            {loggedIn ? (
              <StoreButton onClick={logout} sx={navButtonSx} data-testid="logout-button">
                Logout
              </StoreButton>
            ) : (
              <StoreButton href={loginUrl()} sx={navButtonSx} data-testid="login-link">
                Signup/Login
              </StoreButton>
            )}
          </Box>
          <StoreButton
            variant="contained"
            href={accountHref}
            sx={{ ml: { xs: 0, md: 1 }, whiteSpace: 'nowrap' }}
            data-testid="my-account-button"
          >
            My account
          </StoreButton>
          <StoreButton
            iconOnly
            sx={{ mr: '-8px', [WIDE_LAYOUT_MEDIA]: { display: 'none' } }}
            aria-label="Open menu"
            aria-controls={drawerOpen ? 'mobile-nav' : undefined}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerLoaded(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </StoreButton>
        </Box>
      </PageContainer>
      {!wide && drawerLoaded && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            pathname={pathname}
            loggedIn={loggedIn}
            onLogout={logout}
          />
        </Suspense>
      )}
    </Box>
  );
}
