import type { PricePlanType } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import { PricePlanTypeEnum } from './pricing.graphql.ts';

/** A live price plan as the store shows it, keyed by planId (listings add their features text to it). */
export interface PublicPricePlanRow {
  planId: number;
  name: string;
  type: PricePlanType;
  discountedYearlyPrice: boolean;
  monthlyAmount: number;
  yearlyAmount: number;
  oneTimeAmount: number;
  bookingFeePercentage: number;
}

export const PublicPricePlanRef = builder.objectRef<PublicPricePlanRow>('PublicPricePlan').implement({
  fields: (t) => ({
    id: t.id({ resolve: (p) => p.planId }),
    name: t.exposeString('name'),
    type: t.field({ type: PricePlanTypeEnum, resolve: (p) => p.type }),
    discountedYearlyPrice: t.exposeBoolean('discountedYearlyPrice'),
    monthlyAmount: t.exposeFloat('monthlyAmount'),
    yearlyAmount: t.exposeFloat('yearlyAmount'),
    oneTimeAmount: t.exposeFloat('oneTimeAmount'),
    bookingFeePercentage: t.exposeFloat('bookingFeePercentage'),
  }),
});
