/** Typed paths of the price plan screens (spec §2). */
export const pricePlanCreatePath = '/extranet/apps/:appId/priceplans/new';
export const pricePlanEditPath = '/extranet/apps/:appId/priceplans/:planId/edit';

export function pricePlanCreateUrl(appId: string): string {
  return pricePlanCreatePath.replace(':appId', encodeURIComponent(appId));
}

export function pricePlanEditUrl(appId: string, planId: string): string {
  return pricePlanEditPath.replace(':appId', encodeURIComponent(appId)).replace(':planId', encodeURIComponent(planId));
}
