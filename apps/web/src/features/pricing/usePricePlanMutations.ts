import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { PricePlanValues } from '@appstore/shared/pricing/schemas';
import { AppQuery } from '../../shared/apps/app-query';
import { AppPricePlanCreateMutation, AppPricePlanDeleteMutation, AppPricePlanUpdateMutation } from './operations';
import { toPlanInfo } from './plan-form-values';

/*
 * The plan screens keep the app query on screen, so refetching it here (and waiting for it) hands the
 * dashboard the new plan list before it opens; its price label and validation report depend on it.
 */
const refetchApp = () => ({ refetchQueries: [AppQuery], awaitRefetchQueries: true });

/** Saves a new plan of the app (`appPricePlanCreate(id: appId, planInfo)`, spec §7). */
export function useCreatePricePlan() {
  const [create] = useMutation(AppPricePlanCreateMutation, refetchApp());
  return useCallback(
    (appId: string, values: PricePlanValues) => create({ variables: { id: appId, planInfo: toPlanInfo(values) } }),
    [create],
  );
}

export function useUpdatePricePlan() {
  const [update] = useMutation(AppPricePlanUpdateMutation, refetchApp());
  return useCallback(
    (planId: string, values: PricePlanValues) => update({ variables: { id: planId, planInfo: toPlanInfo(values) } }),
    [update],
  );
}

export function useDeletePricePlan() {
  const [remove] = useMutation(AppPricePlanDeleteMutation, refetchApp());
  return useCallback((planId: string) => remove({ variables: { id: planId } }), [remove]);
}
