import type SvgIcon from '@mui/material/SvgIcon';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { appsUrl } from '../apps/urls';
import { reviewQueueUrl } from '../admin/urls';
import { accountUrl } from '../account/urls';
import { teamUrl, userProfileUrl } from '../team/urls';
import type { NavTarget } from './nav-match';
import { portalHomeUrl } from './urls';

export interface PortalNavItem extends NavTarget {
  label: string;
  icon?: typeof SvgIcon;
  /** Sub-items, shown indented below the item (e.g. Payouts → Payout settings, Tax form). */
  children?: readonly PortalNavItem[];
  /** A count shown on the item (e.g. the Payouts unread-task badge). */
  badge?: number;
  testId: string;
}

/**
 * The partner area's drawer (spec §2). Payouts (/extranet/payouts, with 'Payout settings' and 'Tax form')
 * joins this list, between Apps and Team, with its screens.
 */
export const PORTAL_NAV_ITEMS: readonly PortalNavItem[] = [
  { label: 'Home', href: portalHomeUrl(), exact: true, icon: HomeOutlinedIcon, testId: 'nav-home' },
  { label: 'Apps', href: appsUrl(), icon: AppsOutlinedIcon, testId: 'nav-apps' },
  { label: 'Team', href: teamUrl(), icon: GroupsOutlinedIcon, testId: 'nav-team' },
  { label: 'Account', href: accountUrl(), icon: BusinessOutlinedIcon, testId: 'nav-account' },
  { label: 'My Profile', href: userProfileUrl(), icon: AccountCircleOutlinedIcon, testId: 'nav-profile' },
];

/** The Admin section, shown to platform staff (adminUser) below the partner items. */
export const ADMIN_NAV_ITEMS: readonly PortalNavItem[] = [
  { label: 'App reviews', href: reviewQueueUrl(), icon: FactCheckOutlinedIcon, testId: 'nav-admin-reviews' },
];
