import { useController, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
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
  const error = fieldState.error?.message;
  return (
    <FormControl error={Boolean(error)} disabled={disabled} component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        Type
      </FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        data-testid="plan-type"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: `repeat(${offeredTypes.length}, 1fr)` } }}
      >
        {offeredTypes.map((type, index) => {
          const checked = field.value === type;
          return (
            <Box
              key={type}
              sx={{
                border: 1,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'rgba(15,118,110,0.05)' : 'background.paper',
                borderRadius: 2,
                px: 1.5,
                py: 1,
                transition: 'border-color 120ms, background-color 120ms',
              }}
            >
              <FormControlLabel
                value={type}
                sx={{ m: 0, width: '100%', alignItems: 'flex-start' }}
                control={
                  <Radio
                    inputRef={index === 0 ? field.ref : undefined}
                    size="small"
                    sx={{ mt: -0.25, ml: -0.5 }}
                    slotProps={{ input: { 'data-testid': `plan-type-${type}` } as object }}
                  />
                }
                label={
                  <Box sx={{ pt: 0.25 }}>
                    <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{PLAN_TYPE_LABELS[type]}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {TYPE_HINTS[type]}
                    </Typography>
                  </Box>
                }
              />
            </Box>
          );
        })}
      </RadioGroup>
      {error && <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText>}
    </FormControl>
  );
}
