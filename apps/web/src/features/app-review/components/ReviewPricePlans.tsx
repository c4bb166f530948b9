import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChargeType, PricePlanType } from '../../../gql/graphql';
import { bookingFeeText } from '@appstore/shared/money/booking-fee';
import { planPriceText } from '@appstore/shared/money/plan-price';
import { chargeTypeText } from '../../../shared/formatting';
import { SectionCard } from '../../../shared/components/SectionCard';

export interface ReviewPlan {
  id: string;
  name: string;
  type: PricePlanType;
  discountedYearlyPrice: boolean;
  monthlyAmount: number;
  yearlyAmount: number;
  bookingFeePercentage: number;
}

export interface ReviewPricePlansProps {
  chargeType: ChargeType;
  plans: readonly ReviewPlan[];
}

/** The app's price plans as vendors will be charged (spec §4: only recurring apps have plans). */
export function ReviewPricePlans({ chargeType, plans }: ReviewPricePlansProps) {
  return (
    <SectionCard title="Price plans" data-testid="review-price-plans">
      {plans.length === 0 ? (
        <Typography color="text.secondary" data-testid="review-price-plans-empty">
          {chargeType === 'RECURRING'
            ? 'No price plans yet: a recurring app needs at least one.'
            : `No price plans: ${chargeTypeText(chargeType).toLowerCase()}.`}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {plans.map((plan) => (
            <Box
              component="li"
              key={plan.id}
              data-testid={`review-plan-${plan.id}`}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                gap: 1,
                px: 2,
                py: 1.25,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
              }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{plan.name}</Typography>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {planPriceText(plan)}
                {plan.bookingFeePercentage > 0 && (
                  <Typography component="span" color="text.secondary">
                    {' '}
                    {bookingFeeText(plan.bookingFeePercentage)}
                  </Typography>
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
