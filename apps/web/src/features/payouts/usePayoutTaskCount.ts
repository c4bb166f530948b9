import { skipToken, useQuery } from '@apollo/client/react';
import { payoutTaskCount } from '@appstore/shared/payouts/invoice';
import { AppOrgStatusQuery } from './operations';

/**
 * The Payouts drawer badge (spec §2): missing settings, missing tax form and an unclaimed payout, 0 while
 * unknown. The payout screens refetch `AppOrgStatus` after each change, which updates this count too.
 */
export function usePayoutTaskCount(enabled: boolean): number {
  const { data } = useQuery(
    AppOrgStatusQuery,
    enabled
      ? {
          fetchPolicy: 'cache-and-network',
          // the badge is a hint: a failure here must not put a snackbar over whatever screen is open
          context: { silentErrors: true },
        }
      : skipToken,
  );
  return data ? payoutTaskCount(data.appOrgStatus) : 0;
}
