import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { GlobalErrorSnackbar } from '../../shared/errors/GlobalErrorSnackbar';
import { useLogout } from '../layout/useLogout';
import { Loading } from '../../shared/components/Loading';
import { RouteErrorBoundary } from '../../shared/components/RouteErrorBoundary';
import { useScrollToTop } from '../../shared/hooks/useScrollToTop';
import { useWideLayout } from '../../shared/hooks/useWideLayout';
import { loginUrl } from '../../shared/urls/accounts';
import { ADMIN_NAV_ITEMS, portalNavItems } from '../../features/portal/nav-items';
import { usePayoutTaskCount } from '../../features/payouts/usePayoutTaskCount';
import { PortalUserContext } from '../../shared/session/portal-user';
import { usePortalSession } from '../../shared/session/usePortalSession';
import { portalHomePath } from '../../shared/urls/portal';
import { PortalDrawer } from '../../features/portal/components/PortalDrawer';
import { PortalTopBar } from '../../features/portal/components/PortalTopBar';
import { UserMenu } from '../../features/portal/components/UserMenu';
import { SkipToContent } from '../../shared/components/SkipToContent';
import { DisguiseBar } from '../../features/accounts/components/DisguiseBar';
import type { StoredUser } from '../../shared/session/session';
import { organizationLabel } from '../../shared/session/user-display';

// Staff only: the dialog and its organisation picker load when first opened.
const DisguiseDialog = lazy(() => import('../../features/accounts/components/DisguiseDialog'));

function isPortalPath(pathname: string): boolean {
  return pathname === portalHomePath || pathname.startsWith(`${portalHomePath}/`);
}

/** The organisation staff are disguised as and their own one, or null when not disguised. */
function disguiseOf(user: StoredUser) {
  if (!user.adminUser || !user.disguised || !user.orgId || !user.ownOrgId) return null;
  return { orgId: user.orgId, orgName: user.orgName, ownOrgId: user.ownOrgId };
}

/** The partner area's frame (spec §2): top bar, side drawer, and the current screen; login required. */
export function PortalLayout() {
  const session = usePortalSession();
  const location = useLocation();
  const wide = useWideLayout();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [disguise, setDisguise] = useState({ loaded: false, open: false });
  const payoutTasks = usePayoutTaskCount(session.status === 'ready');
  useScrollToTop();
  const disguisedOrg = session.status === 'loggedOut' ? null : disguiseOf(session.user);

  if (session.status === 'loggedOut') {
    // Logging out has already sent the browser on to /developer; the router catches up in a transition.
    if (!isPortalPath(window.location.pathname)) return <Loading />;
    return <Navigate to={loginUrl()} replace state={{ from: location }} />;
  }

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }} data-testid="portal-layout">
      <SkipToContent />
      <PortalTopBar
        onOpenMenu={wide ? undefined : () => setDrawerOpen(true)}
        menuOpen={drawerOpen}
        userMenu={<UserMenu user={session.user} onLogout={logout} onDisguise={() => setDisguise({ loaded: true, open: true })} />}
        organization={session.user.adminUser ? organizationLabel(session.user) : null}
        disguised={disguisedOrg !== null}
      />
      <PortalDrawer
        items={portalNavItems(payoutTasks)}
        adminItems={session.user?.adminUser ? ADMIN_NAV_ITEMS : undefined}
        pathname={location.pathname}
        permanent={wide}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        <Toolbar sx={{ minHeight: { xs: 64 } }} />
        {disguisedOrg && <DisguiseBar {...disguisedOrg} />}
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          {session.status === 'checking' ? (
            <Loading />
          ) : (
            <PortalUserContext value={session.user}>
              <RouteErrorBoundary resetKey={location.pathname}>
                <Suspense fallback={<Loading />}>
                  <Outlet />
                </Suspense>
              </RouteErrorBoundary>
            </PortalUserContext>
          )}
        </Box>
      </Box>
      {session.user.adminUser && disguise.loaded && (
        <Suspense fallback={null}>
          <DisguiseDialog open={disguise.open} onClose={() => setDisguise({ loaded: true, open: false })} />
        </Suspense>
      )}
      <GlobalErrorSnackbar />
    </Box>
  );
}
