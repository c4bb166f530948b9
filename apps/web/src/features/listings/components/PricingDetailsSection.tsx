import { useFieldArray } from 'react-hook-form';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@appstore/shared/limits/limits';
import { planPriceText } from '@appstore/shared/money/plan-price';
import { FormSection } from '../../../shared/forms/FormSection';
import type { ListingApp } from '../listing-form-values';
import type { ListingForm } from './form-types';
import { LimitedTextField } from '../../../shared/forms/LimitedTextField';

export interface PricingDetailsSectionProps {
  form: ListingForm;
  plans: ListingApp['pricePlans'];
  /** Where price plans are added (the app dashboard). */
  dashboardHref: string;
  disabled: boolean;
}

/** Spec §2 'Pricing details' (recurring apps): what each of the app's price plans includes. */
export function PricingDetailsSection({ form, plans, dashboardHref, disabled }: PricingDetailsSectionProps) {
  // one entry per plan of the app, made when the form started: the names are shown, never edited
  const { fields } = useFieldArray({ control: form.control, name: 'pricePlans' });
  const prices = new Map(plans.map((plan) => [plan.id, planPriceText(plan)]));
  return (
    <FormSection
      title="Pricing details"
      description="What each price plan includes, shown on the plan's card in the listing."
      data-testid="listing-pricing-section"
    >
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="listing-no-plans">
          The app has no price plans yet. Add them on the{' '}
          <Link href={dashboardHref} underline="always">
            app dashboard
          </Link>
          , then describe them here.
        </Typography>
      )}
      {fields.map((plan, index) => (
        <Box key={plan.id} data-testid={`plan-details-${plan.planId}`}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, mb: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {plan.name}
            </Typography>
            {prices.has(plan.planId) && (
              <Typography variant="body2" color="text.secondary">
                {prices.get(plan.planId)}
              </Typography>
            )}
          </Box>
          <LimitedTextField
            form={form}
            name={`pricePlans.${index}.features`}
            label={`Features of ${plan.name}`}
            max={LIMITS.planFeaturesMax}
            multiline
            minRows={3}
            hint="One feature per line."
            disabled={disabled}
            data-testid={`plan-features-${plan.planId}`}
          />
        </Box>
      ))}
    </FormSection>
  );
}
