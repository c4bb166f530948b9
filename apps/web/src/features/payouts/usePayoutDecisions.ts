import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { PayoutMarkPaidMutation, PayoutRejectMutation, PayoutRequestsQuery } from './payout-requests.operations';

// A decided request changes status, so it leaves (or joins) the filtered list: ask for the list again.
const refetchList = { refetchQueries: [PayoutRequestsQuery], awaitRefetchQueries: true };

/** Staff's two decisions on a payout request (ARCHITECTURE §1 Admin); each resolves once the server has decided. */
export function usePayoutDecisions() {
  const [markPaid] = useMutation(PayoutMarkPaidMutation, refetchList);
  const [reject] = useMutation(PayoutRejectMutation, refetchList);
  return {
    markPaid: useCallback((id: string) => markPaid({ variables: { id } }), [markPaid]),
    reject: useCallback((id: string, reason: string) => reject({ variables: { id, reason: reason.trim() } }), [reject]),
  };
}
