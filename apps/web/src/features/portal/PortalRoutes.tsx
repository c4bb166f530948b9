import { useRoutes, type RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { NotFoundPage } from '../../shared/components/NotFoundPage';
import { accountPath } from '../organizations/urls';
import ReportsOverviewView from '../reports/views/ReportsOverviewView';
import { teamAddPath, teamPath, teamUserPath, userProfilePath } from '../accounts/urls';
import { PortalLayout } from './components/PortalLayout';
import { portalRoutePath } from './urls';
import { appCreatePath, appDashboardPath, appEditPath, appsPath, listingCreatePath, listingEditPath } from '../apps/urls';
import { pricePlanCreatePath, pricePlanEditPath } from '../pricing/urls';
import { webhookCreatePath, webhookEditPath } from '../webhooks/urls';
import { adminPayoutsPath, reviewAppPath, reviewQueuePath } from '../admin/urls';
import { payoutRequestCreatePath, payoutRequestEditPath, payoutSettingsPath, payoutsPath, taxFormPath } from '../payouts/urls';
import { installationPath, installationsPath } from '../installations/urls';

/**
 * The partner area (`/extranet/*`), one lazy chunk loaded from the app's router; each screen but the
 * home page is a further chunk. Paths are the domains' typed paths, made relative to `/extranet`.
 */
const screens: RouteObject[] = [
  { index: true, element: <ReportsOverviewView /> },
  { path: portalRoutePath(userProfilePath), element: lazyScreen(() => import('../accounts/views/UserProfileView')) },
  { path: portalRoutePath(teamPath), element: lazyScreen(() => import('../accounts/views/TeamListView')) },
  { path: portalRoutePath(teamAddPath), element: lazyScreen(() => import('../accounts/views/UserCreateView')) },
  { path: portalRoutePath(teamUserPath), element: lazyScreen(() => import('../accounts/views/UserEditView')) },
  { path: portalRoutePath(accountPath), element: lazyScreen(() => import('../organizations/views/AccountSettingsView')) },
  { path: portalRoutePath(appsPath), element: lazyScreen(() => import('../apps/views/AppListView')) },
  { path: portalRoutePath(appCreatePath), element: lazyScreen(() => import('../apps/views/AppCreateView')) },
  { path: portalRoutePath(appDashboardPath), element: lazyScreen(() => import('../apps/views/AppDashboardView')) },
  { path: portalRoutePath(appEditPath), element: lazyScreen(() => import('../apps/views/AppEditView')) },
  { path: portalRoutePath(listingCreatePath), element: lazyScreen(() => import('../listings/views/ListingCreateView')) },
  { path: portalRoutePath(listingEditPath), element: lazyScreen(() => import('../listings/views/ListingEditView')) },
  { path: portalRoutePath(pricePlanCreatePath), element: lazyScreen(() => import('../pricing/views/PricePlanCreateView')) },
  { path: portalRoutePath(pricePlanEditPath), element: lazyScreen(() => import('../pricing/views/PricePlanEditView')) },
  { path: portalRoutePath(webhookCreatePath), element: lazyScreen(() => import('../webhooks/views/WebhookCreateView')) },
  { path: portalRoutePath(webhookEditPath), element: lazyScreen(() => import('../webhooks/views/WebhookEditView')) },
  { path: portalRoutePath(installationsPath), element: lazyScreen(() => import('../installations/views/InstallationListView')) },
  { path: portalRoutePath(installationPath), element: lazyScreen(() => import('../installations/views/InstallationDetailView')) },
  { path: portalRoutePath(payoutsPath), element: lazyScreen(() => import('../payouts/views/PayoutsView')) },
  { path: portalRoutePath(payoutSettingsPath), element: lazyScreen(() => import('../payouts/views/PayoutSettingsView')) },
  { path: portalRoutePath(taxFormPath), element: lazyScreen(() => import('../payouts/views/TaxFormView')) },
  { path: portalRoutePath(payoutRequestCreatePath), element: lazyScreen(() => import('../payouts/views/PayoutRequestCreateView')) },
  { path: portalRoutePath(payoutRequestEditPath), element: lazyScreen(() => import('../payouts/views/PayoutRequestEditView')) },
  { path: portalRoutePath(reviewQueuePath), element: lazyScreen(() => import('../admin/views/ReviewQueueView')) },
  { path: portalRoutePath(reviewAppPath), element: lazyScreen(() => import('../admin/views/ReviewAppView')) },
  { path: portalRoutePath(adminPayoutsPath), element: lazyScreen(() => import('../admin/views/PayoutRequestsView')) },
  { path: '*', element: <NotFoundPage /> },
];

const routes: RouteObject[] = [{ element: <PortalLayout />, children: screens }];

export default function PortalRoutes() {
  return useRoutes(routes);
}
