import { useRoutes, type RouteObject } from 'react-router';
import { lazyScreen } from '../lazy-screen';
import { NotFoundPage } from '../../shared/components/NotFoundPage';
import { accountPath } from '../../shared/urls/organizations';
import ReportsOverviewView from '../../features/reports/views/ReportsOverviewView';
import { teamAddPath, teamPath, teamUserPath, userProfilePath } from '../../shared/urls/accounts';
import { PortalLayout } from './PortalLayout';
import { portalRoutePath } from '../../shared/urls/portal';
import { appCreatePath, appDashboardPath, appEditPath, appsPath, listingCreatePath, listingEditPath } from '../../shared/urls/apps';
import { pricePlanCreatePath, pricePlanEditPath } from '../../shared/urls/pricing';
import { webhookCreatePath, webhookEditPath } from '../../shared/urls/webhooks';
import { reviewAppPath, reviewQueuePath } from '../../shared/urls/app-review';
import { adminCategoriesPath } from '../../shared/urls/categories';
import {
  adminPayoutsPath,
  payoutRequestCreatePath,
  payoutRequestEditPath,
  payoutSettingsPath,
  payoutsPath,
  taxFormPath,
} from '../../shared/urls/payouts';
import { installationPath, installationsPath } from '../../shared/urls/installations';
import { auditLogPath, platformAuditLogPath } from '../../shared/urls/audit';
import { partnerReviewsPath, reportedReviewsPath } from '../../shared/urls/reviews';

/**
 * The partner area (`/extranet/*`), one lazy chunk loaded from the app's router; each screen but the
 * home page is a further chunk. Paths are the domains' typed paths, made relative to `/extranet`.
 */
const screens: RouteObject[] = [
  { index: true, element: <ReportsOverviewView /> },
  { path: portalRoutePath(userProfilePath), element: lazyScreen(() => import('../../features/accounts/views/UserProfileView')) },
  { path: portalRoutePath(teamPath), element: lazyScreen(() => import('../../features/accounts/views/TeamListView')) },
  { path: portalRoutePath(teamAddPath), element: lazyScreen(() => import('../../features/accounts/views/UserCreateView')) },
  { path: portalRoutePath(teamUserPath), element: lazyScreen(() => import('../../features/accounts/views/UserEditView')) },
  { path: portalRoutePath(accountPath), element: lazyScreen(() => import('../../features/organizations/views/AccountSettingsView')) },
  { path: portalRoutePath(appsPath), element: lazyScreen(() => import('../../features/apps/views/AppListView')) },
  { path: portalRoutePath(appCreatePath), element: lazyScreen(() => import('../../features/apps/views/AppCreateView')) },
  { path: portalRoutePath(appDashboardPath), element: lazyScreen(() => import('../../features/apps/views/AppDashboardView')) },
  { path: portalRoutePath(appEditPath), element: lazyScreen(() => import('../../features/apps/views/AppEditView')) },
  { path: portalRoutePath(listingCreatePath), element: lazyScreen(() => import('../../features/listings/views/ListingCreateView')) },
  { path: portalRoutePath(listingEditPath), element: lazyScreen(() => import('../../features/listings/views/ListingEditView')) },
  { path: portalRoutePath(pricePlanCreatePath), element: lazyScreen(() => import('../../features/pricing/views/PricePlanCreateView')) },
  { path: portalRoutePath(pricePlanEditPath), element: lazyScreen(() => import('../../features/pricing/views/PricePlanEditView')) },
  { path: portalRoutePath(webhookCreatePath), element: lazyScreen(() => import('../../features/webhooks/views/WebhookCreateView')) },
  { path: portalRoutePath(webhookEditPath), element: lazyScreen(() => import('../../features/webhooks/views/WebhookEditView')) },
  {
    path: portalRoutePath(installationsPath),
    element: lazyScreen(() => import('../../features/installations/views/InstallationListView')),
  },
  {
    path: portalRoutePath(installationPath),
    element: lazyScreen(() => import('../../features/installations/views/InstallationDetailView')),
  },
  { path: portalRoutePath(payoutsPath), element: lazyScreen(() => import('../../features/payouts/views/PayoutsView')) },
  { path: portalRoutePath(payoutSettingsPath), element: lazyScreen(() => import('../../features/payouts/views/PayoutSettingsView')) },
  { path: portalRoutePath(taxFormPath), element: lazyScreen(() => import('../../features/payouts/views/TaxFormView')) },
  {
    path: portalRoutePath(payoutRequestCreatePath),
    element: lazyScreen(() => import('../../features/payouts/views/PayoutRequestCreateView')),
  },
  { path: portalRoutePath(payoutRequestEditPath), element: lazyScreen(() => import('../../features/payouts/views/PayoutRequestEditView')) },
  { path: portalRoutePath(reviewQueuePath), element: lazyScreen(() => import('../../features/app-review/views/ReviewQueueView')) },
  { path: portalRoutePath(reviewAppPath), element: lazyScreen(() => import('../../features/app-review/views/ReviewAppView')) },
  { path: portalRoutePath(adminPayoutsPath), element: lazyScreen(() => import('../../features/payouts/views/PayoutRequestsView')) },
  { path: portalRoutePath(adminCategoriesPath), element: lazyScreen(() => import('../../features/categories/views/CategoriesView')) },
  { path: portalRoutePath(auditLogPath), element: lazyScreen(() => import('../../features/audit/views/AuditLogView')) },
  { path: portalRoutePath(platformAuditLogPath), element: lazyScreen(() => import('../../features/audit/views/PlatformAuditLogView')) },
  { path: portalRoutePath(partnerReviewsPath), element: lazyScreen(() => import('../../features/reviews/views/PartnerReviewsView')) },
  { path: portalRoutePath(reportedReviewsPath), element: lazyScreen(() => import('../../features/reviews/views/ReportedReviewsView')) },
  { path: '*', element: <NotFoundPage /> },
];

const routes: RouteObject[] = [{ element: <PortalLayout />, children: screens }];

export default function PortalRoutes() {
  return useRoutes(routes);
}
