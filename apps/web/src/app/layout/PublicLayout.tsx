import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { Loading } from '../../shared/components/Loading';
import { RouteErrorBoundary } from '../../shared/components/RouteErrorBoundary';
import { useScrollToTop } from '../../shared/hooks/useScrollToTop';
import { GlobalErrorSnackbar } from '../../shared/errors/GlobalErrorSnackbar';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipToContent } from '../../shared/components/SkipToContent';

/** Header, main content and footer of the public site. */
export function PublicLayout() {
  const { pathname } = useLocation();
  useScrollToTop();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipToContent />
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none', minWidth: 0 }}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Footer />
      <GlobalErrorSnackbar />
    </Box>
  );
}
