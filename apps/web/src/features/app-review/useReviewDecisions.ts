import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { AppReviewApproveMutation, AppReviewRejectMutation, AppReviewUnpublishMutation } from './operations';

/**
 * A decided app leaves the queue: the cached queue is dropped, so the queue screen (where staff land
 * next) fetches it again instead of listing the app until the network answers.
 */
function dropQueue(cache: ApolloCache) {
  cache.evict({ fieldName: 'appReviewQueue' });
  cache.gc();
}

/** Staff's three decisions on an app (ARCHITECTURE §1 Admin); each resolves once the server has decided. */
export function useReviewDecisions() {
  const [approve] = useMutation(AppReviewApproveMutation, { update: dropQueue });
  const [reject] = useMutation(AppReviewRejectMutation, { update: dropQueue });
  const [unpublish] = useMutation(AppReviewUnpublishMutation, { update: dropQueue });
  return {
    approve: useCallback((id: string) => approve({ variables: { id } }), [approve]),
    reject: useCallback((id: string, reason: string) => reject({ variables: { id, reason: reason.trim() } }), [reject]),
    unpublish: useCallback((id: string, reason: string) => unpublish({ variables: { id, reason: reason.trim() || null } }), [unpublish]),
  };
}
