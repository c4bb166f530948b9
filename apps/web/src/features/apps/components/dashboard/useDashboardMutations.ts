import { useMutation } from '@apollo/client/react';
import type { AppScope } from '@appstore/shared/installations/scopes';
import {
  AppAccessUpdateMutation,
  AppCredentialsRevealMutation,
  AppCustomLinkToVendorMutation,
  AppCustomPublishMutation,
  AppSecretKeyRotateMutation,
  AppSubmitForReviewMutation,
  AppUnpublishMutation,
} from '../../operations';
import { AppQuery } from '../../../../shared/apps/app-query';

export interface DashboardMutations {
  submitForReview: () => Promise<void>;
  withdraw: () => Promise<void>;
  linkVendor: (vendorId: string) => Promise<void>;
  customPublish: () => Promise<void>;
  revealSecret: () => Promise<string>;
  rotateSecret: () => Promise<string>;
  changeAccess: (scopes: AppScope[]) => Promise<void>;
}

/**
 * The dashboard's actions. Each rejects with the server's error (the snackbar shows it). The app comes
 * back in each answer and updates the cache; the validation report is not cached, so `refetchReport`
 * fetches it again after every change (spec: it is computed live).
 */
export function useDashboardMutations(appId: string, refetchReport: () => Promise<unknown>): DashboardMutations {
  const [submitMutation] = useMutation(AppSubmitForReviewMutation);
  const [unpublishMutation] = useMutation(AppUnpublishMutation);
  const [linkMutation] = useMutation(AppCustomLinkToVendorMutation);
  const [publishMutation] = useMutation(AppCustomPublishMutation);
  const [revealMutation] = useMutation(AppCredentialsRevealMutation);
  const [rotateMutation] = useMutation(AppSecretKeyRotateMutation);
  const [accessMutation] = useMutation(AppAccessUpdateMutation);

  const thenReport = async (run: Promise<unknown>) => {
    try {
      await run;
    } finally {
      // a failed call may still mean the report changed (e.g. terms agreed meanwhile)
      void refetchReport().catch(() => undefined);
    }
  };

  return {
    submitForReview: () => thenReport(submitMutation({ variables: { id: appId } })),
    withdraw: () => thenReport(unpublishMutation({ variables: { id: appId } })),
    linkVendor: (vendorId) => thenReport(linkMutation({ variables: { appId, vendorId } })),
    customPublish: () => thenReport(publishMutation({ variables: { appId } })),
    changeAccess: async (scopes) => {
      await accessMutation({ variables: { appId, scopes } });
    },
    revealSecret: async () => {
      const { data } = await revealMutation({ variables: { id: appId } });
      if (!data) throw new Error('The secret key could not be revealed');
      return data.appCredentialsReveal.secretKey;
    },
    rotateSecret: async () => {
      // the masked secret on the app changes too: fetch the app again
      const { data } = await rotateMutation({ variables: { id: appId }, refetchQueries: [{ query: AppQuery, variables: { id: appId } }] });
      if (!data) throw new Error('The secret key could not be rotated');
      void refetchReport().catch(() => undefined);
      return data.appSecretKeyRotate.secretKey;
    },
  };
}
