import { useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PricePlanType } from '@appstore/shared/apps/enums';
import { LIMITS } from '@appstore/shared/limits/limits';
import { pricePlanSchema, type PricePlanValues } from '@appstore/shared/pricing/schemas';
import { CheckboxField } from '../../../shared/forms/CheckboxField';
import { FormBottomBar } from '../../../shared/forms/FormBottomBar';
import { FormPage } from '../../../shared/forms/FormPage';
import { FormSection } from '../../../shared/forms/FormSection';
import { LimitedTextField } from '../../../shared/forms/LimitedTextField';
import { useFormSubmit } from '../../../shared/forms/useFormSubmit';
import {
  billedPlanValues,
  planPreview,
  pricePlanFormValues,
  showsYearlyAmount,
  type PlanLike,
  type PricePlanFormValues,
} from '../plan-form-values';
import { AmountField } from './AmountField';
import { PlanTypeField } from './PlanTypeField';

// The schema's input type reads the amounts as unknown; the form keeps them as typed text.
const schemaResolver = zodResolver(pricePlanSchema) as unknown as Resolver<PricePlanFormValues, unknown, PricePlanValues>;
const resolver: Resolver<PricePlanFormValues, unknown, PricePlanValues> = (values, context, options) =>
  schemaResolver(billedPlanValues(values), context, options);

export interface PricePlanFormProps {
  title: string;
  /** The app's name. */
  subtitle?: string;
  /** The plan being edited; a new plan without it. */
  plan?: PlanLike | null;
  /** The types this plan may take (spec §5: Free only when no other plan is free). */
  offeredTypes: readonly PricePlanType[];
  /** Why the plan cannot be saved or deleted now (spec §4), shown above the form; null when it can. */
  lockReason: string | null;
  /** Saves; a thrown error is shown in the form (banner and field messages). */
  onSubmit: (values: PricePlanValues) => Promise<void>;
  cancelHref: string;
  /** Shows Delete in the bottom bar (edit only). */
  onDelete?: () => Promise<unknown>;
}

/** Spec §5 "Price plan": name, type and the amounts the type bills, with an optional booking fee. */
export function PricePlanForm({ title, subtitle, plan, offeredTypes, lockReason, onSubmit, cancelHref, onDelete }: PricePlanFormProps) {
  const form = useForm<PricePlanFormValues, unknown, PricePlanValues>({
    resolver,
    defaultValues: pricePlanFormValues(plan),
    mode: 'onTouched',
  });
  const { submit, serverError } = useFormSubmit(form, onSubmit);
  const { isDirty, isSubmitting } = form.formState;
  const [type, discountedYearlyPrice] = useWatch({ control: form.control, name: ['type', 'discountedYearlyPrice'] });
  const locked = lockReason !== null;

  return (
    <FormPage
      title={title}
      subtitle={subtitle}
      onSubmit={submit}
      data-testid="price-plan-form"
      bottomBar={
        <FormBottomBar
          dirty={isDirty}
          submitting={isSubmitting}
          allowed={!locked}
          error={serverError}
          cancelHref={cancelHref}
          onDelete={onDelete}
        />
      }
    >
      {lockReason && (
        <Alert severity="info" data-testid="plan-locked-notice">
          {lockReason}
        </Alert>
      )}
      <FormSection title="Plan" description="The name vendors see when they pick a plan, and how it is billed.">
        <LimitedTextField
          form={form}
          name="name"
          label="Name"
          max={LIMITS.pricePlanNameMax}
          required
          disabled={locked}
          autoComplete="off"
          data-testid="plan-name"
        />
        <PlanTypeField control={form.control} offeredTypes={offeredTypes} disabled={locked} />
      </FormSection>
      <FormSection title="Price" description="Amounts are in USD.">
        {type === '' && (
          <Typography color="text.secondary" data-testid="plan-type-first">
            Choose a type to set the price.
          </Typography>
        )}
        {type === 'FREE' && <Typography color="text.secondary">A free plan has no recurring amount.</Typography>}
        {type === 'MONTHLY_CHARGE' && (
          <>
            <AmountField
              form={form}
              name="monthlyAmount"
              label="Monthly amount"
              unit="$"
              required
              disabled={locked}
              data-testid="plan-monthly-amount"
            />
            <CheckboxField
              control={form.control}
              name="discountedYearlyPrice"
              label="Offer a discounted yearly price"
              data-testid="plan-discounted-yearly"
            />
          </>
        )}
        {showsYearlyAmount({ type, discountedYearlyPrice }) && (
          <AmountField
            form={form}
            name="yearlyAmount"
            label="Yearly amount"
            unit="$"
            required
            disabled={locked}
            hint={type === 'MONTHLY_CHARGE' ? 'The price of a whole year; it must be larger than the monthly amount.' : undefined}
            data-testid="plan-yearly-amount"
          />
        )}
        <AmountField
          form={form}
          name="bookingFeePercentage"
          label="Booking fee (optional)"
          unit="%"
          disabled={locked}
          hint="Share of each booking paid while the app is installed"
          data-testid="plan-booking-fee"
        />
        <PricePreview control={form.control} />
      </FormSection>
    </FormPage>
  );
}

/** The price as vendors will read it, updated while typing (its own component, so only it re-renders). */
function PricePreview({ control }: { control: Control<PricePlanFormValues, unknown, PricePlanValues> }) {
  const values = useWatch({ control }) as PricePlanFormValues;
  const preview = planPreview(values);
  return (
    <Box
      aria-live="polite"
      data-testid="plan-preview"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', px: 2, py: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        Price preview
      </Typography>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="plan-preview-text">
        {preview ?? '—'}
      </Typography>
    </Box>
  );
}
