import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from './layout/PublicLayout';
import { Loading } from '../shared/components/Loading';
import { NotFoundPage } from '../shared/components/NotFoundPage';
import { appDetailsPath, searchPath } from '../shared/urls/catalog';
import { apiTermsPath, developerPath, docsPath, partnerTermsPath } from '../shared/urls/developer';
import { forgotPasswordPath, loginPath, portalHomePath, resetPasswordPath, signupPath, validateEmailPath } from '../shared/urls/accounts';
import { installationExplorerPath, referenceExplorerPath } from '../shared/urls/explorer';
import { lazyApolloScreen, lazyScreen } from './lazy-screen';

/**
 * Every screen is its own lazy chunk so each store page's first load stays within its size budget
 * (scripts/check-bundle-size.mjs); the server names the page's chunks in the HTML, so they load with the entry. The store's
 * screens read their data without Apollo (shared/store-data); the others bring Apollo with them.
 *
 * Declarative routes (`useRoutes` under a `BrowserRouter`) rather than a data router:
 * `createBrowserRouter` adds ~18 KB gzip to the entry, and the screens fetch through Apollo,
 * not loaders. Crashes are caught by the layout's RouteErrorBoundary.
 */
const publicScreens: RouteObject[] = [
  { index: true, element: lazyScreen(() => import('../features/catalog/views/HomeView')) },
  { path: searchPath, element: lazyScreen(() => import('../features/catalog/views/SearchView')) },
  { path: appDetailsPath, element: lazyScreen(() => import('../features/catalog/views/AppDetailsView')) },
  { path: developerPath, element: lazyApolloScreen(() => import('../features/developer/views/DeveloperLandingView')) },
  { path: docsPath, element: lazyApolloScreen(() => import('../features/developer/views/DocsView')) },
  {
    path: apiTermsPath,
    element: lazyApolloScreen(() => import('../features/developer/views/TermsView').then((m) => ({ default: m.ApiTermsView }))),
  },
  {
    path: partnerTermsPath,
    element: lazyApolloScreen(() => import('../features/developer/views/TermsView').then((m) => ({ default: m.PartnerTermsView }))),
  },
  { path: loginPath, element: lazyApolloScreen(() => import('../features/accounts/views/LoginView')) },
  { path: signupPath, element: lazyApolloScreen(() => import('../features/accounts/views/SignupView')) },
  { path: validateEmailPath, element: lazyApolloScreen(() => import('../features/accounts/views/ValidateEmailView')) },
  { path: forgotPasswordPath, element: lazyApolloScreen(() => import('../features/accounts/views/ForgotPasswordView')) },
  { path: resetPasswordPath, element: lazyApolloScreen(() => import('../features/accounts/views/ResetPasswordView')) },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The partner area (`/extranet/*`) is one lazy chunk with its own layout, guard and route table
 * (app/portal/PortalRoutes), so none of it weighs on the store's first load.
 */
const portalScreens: RouteObject[] = [
  {
    path: `${portalHomePath}/*`,
    element: <Suspense fallback={<Loading />}>{lazyApolloScreen(() => import('./portal/PortalRoutes'))}</Suspense>,
  },
];

/**
 * The query explorers fill the window (no store header or footer) and are lazy chunks like the rest:
 * GraphiQL and Monaco load only there. The paths match with or without a trailing slash.
 */
const explorerScreens: RouteObject[] = [
  {
    path: installationExplorerPath,
    element: (
      <Suspense fallback={<Loading />}>{lazyApolloScreen(() => import('../features/explorer/views/InstallationExplorerView'))}</Suspense>
    ),
  },
  {
    path: referenceExplorerPath,
    element: (
      <Suspense fallback={<Loading />}>{lazyApolloScreen(() => import('../features/explorer/views/ReferenceExplorerView'))}</Suspense>
    ),
  },
];

export const routes: RouteObject[] = [...portalScreens, ...explorerScreens, { element: <PublicLayout />, children: publicScreens }];

export function AppRoutes() {
  return useRoutes(routes);
}
