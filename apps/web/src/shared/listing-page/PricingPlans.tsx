import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicAppListingQuery } from '../../gql/graphql';
import { planPriceText } from '@appstore/shared/money/plan-price';
import { bookingFeeText } from '@appstore/shared/money/booking-fee';
import { DetailsSection } from './DetailsSection';
import { gridTemplateColumns } from '../components/grid-columns';

type ListingPlan = PublicAppListingQuery['publicAppListing']['pricePlans'][number];

const fee = (plan: ListingPlan) => bookingFeeText(plan.pricePlan.bookingFeePercentage);

/** 'Pricing plan': a card per plan with name, price, its own booking fee and features; hidden without plans. */
export function PricingPlans({ plans }: { plans: readonly ListingPlan[] }) {
  if (plans.length === 0) return null;
  return (
    <DetailsSection id="pricing" title="Pricing plan" testId="pricing-plans">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: gridTemplateColumns({ xs: 1, sm: 2, md: plans.length >= 3 ? 3 : 2 }),
        }}
      >
        {plans.map((plan) => (
          <Box key={plan.planId} sx={{ minWidth: 0 }}>
            <Card sx={{ height: '100%', p: 3 }} data-testid="pricing-plan">
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {plan.name}
              </Typography>
              <Typography sx={{ mt: 1, fontSize: '1.5rem', fontWeight: 800, color: 'primary.dark' }} data-testid="plan-price">
                {planPriceText(plan.pricePlan)}
              </Typography>
              {fee(plan) && (
                <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }} data-testid="plan-booking-fee">
                  {fee(plan)}
                </Typography>
              )}
              {plan.features && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7 }}
                >
                  {plan.features}
                </Typography>
              )}
            </Card>
          </Box>
        ))}
      </Box>
    </DetailsSection>
  );
}
