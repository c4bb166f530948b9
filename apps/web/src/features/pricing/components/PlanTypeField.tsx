import { useController, type Control } from 'react-hook-form';
import { RadioCardGroup } from '../../../shared/forms/RadioCardGroup';
import type { PricePlanType } from '@appstore/shared/apps/enums';
import type { PricePlanValues } from '@appstore/shared/pricing/schemas';
import { PLAN_TYPE_LABELS, type PricePlanFormValues } from '../plan-form-values';

const TYPE_HINTS: Record<PricePlanType, string> = {
  FREE: 'Vendors pay nothing for the plan.',
  MONTHLY_CHARGE: 'Billed every month.',
  YEARLY_CHARGE: 'Billed once a year.',
};

export interface PlanTypeFieldProps {
  control: Control<PricePlanFormValues, unknown, PricePlanValues>;
  /** The types this plan may take (spec §5: Free only when no other plan is free). */
  offeredTypes: readonly PricePlanType[];
  disabled?: boolean;
}

/** The plan's type as a row of radio cards (a column on narrow screens). */
export function PlanTypeField({ control, offeredTypes, disabled = false }: PlanTypeFieldProps) {
  const { field, fieldState } = useController({ control, name: 'type' });
  return (
    <RadioCardGroup
      field={field}
      label="Type"
      options={offeredTypes.map((type) => ({ value: type, label: PLAN_TYPE_LABELS[type], hint: TYPE_HINTS[type] }))}
      disabled={disabled}
      error={fieldState.error?.message}
      data-testid="plan-type"
    />
  );
}
