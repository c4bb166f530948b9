import type SvgIcon from '@mui/material/SvgIcon';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { partnerReviewsUrl, reportedReviewsUrl } from '../../shared/urls/reviews';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import { auditLogUrl, platformAuditLogUrl } from '../../shared/urls/audit';
import { appsUrl } from '../../shared/urls/apps';
import { reviewQueueUrl } from '../../shared/urls/app-review';
import { adminCategoriesUrl } from '../../shared/urls/categories';
import { adminPayoutsUrl, payoutSettingsUrl, payoutsUrl, taxFormUrl } from '../../shared/urls/payouts';
import { accountUrl } from '../../shared/urls/organizations';
import { teamUrl, userProfileUrl } from '../../shared/urls/accounts';
import type { NavTarget } from './nav-match';
import { portalHomeUrl } from '../../shared/urls/portal';

export interface PortalNavItem extends NavTarget {
  label: string;
  icon?: typeof SvgIcon;
  /** Sub-items, shown indented below the item (e.g. Payouts → Payout settings, Tax form). */
  children?: readonly PortalNavItem[];
  /** A count shown on the item (the Payouts unread-task badge); nothing is shown at 0. */
  badge?: number;
  testId: string;
}

/**
 * The partner area's drawer (spec §2): Payouts sits between Apps and Team, with 'Payout settings' and
 * 'Tax form' below it, and carries the unread-task badge (`payoutTaskCount`; hidden at 0). 'Audit log'
 * follows Team: it is about the team's actions.
 */
export function portalNavItems(payoutTasks = 0): readonly PortalNavItem[] {
  return [
    { label: 'Home', href: portalHomeUrl(), exact: true, icon: HomeOutlinedIcon, testId: 'nav-home' },
    {
      label: 'Apps',
      href: appsUrl(),
      icon: AppsOutlinedIcon,
      testId: 'nav-apps',
      // below Apps, so the spec's order of the top items (Payouts between Apps and Team) stays
      children: [{ label: 'Reviews', href: partnerReviewsUrl(), testId: 'nav-reviews' }],
    },
    {
      label: 'Payouts',
      href: payoutsUrl(),
      icon: PaymentsOutlinedIcon,
      badge: payoutTasks,
      testId: 'nav-payouts',
      children: [
        { label: 'Payout settings', href: payoutSettingsUrl(), testId: 'nav-payout-settings' },
        { label: 'Tax form', href: taxFormUrl(), testId: 'nav-tax-form' },
      ],
    },
    { label: 'Team', href: teamUrl(), icon: GroupsOutlinedIcon, testId: 'nav-team' },
    { label: 'Audit log', href: auditLogUrl(), icon: HistoryOutlinedIcon, testId: 'nav-audit-log' },
    { label: 'Account', href: accountUrl(), icon: BusinessOutlinedIcon, testId: 'nav-account' },
    { label: 'My Profile', href: userProfileUrl(), icon: AccountCircleOutlinedIcon, testId: 'nav-profile' },
  ];
}

/** The Admin section, shown to platform staff (adminUser) below the partner items. */
export const ADMIN_NAV_ITEMS: readonly PortalNavItem[] = [
  { label: 'App reviews', href: reviewQueueUrl(), icon: FactCheckOutlinedIcon, testId: 'nav-admin-reviews' },
  { label: 'Reported reviews', href: reportedReviewsUrl(), icon: FlagOutlinedIcon, testId: 'nav-admin-reported-reviews' },
  { label: 'Payout requests', href: adminPayoutsUrl(), icon: RequestQuoteOutlinedIcon, testId: 'nav-admin-payouts' },
  { label: 'Categories', href: adminCategoriesUrl(), icon: CategoryOutlinedIcon, testId: 'nav-admin-categories' },
  { label: 'Platform audit log', href: platformAuditLogUrl(), icon: ManageSearchOutlinedIcon, testId: 'nav-admin-audit-log' },
];
