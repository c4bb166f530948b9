import type { ReactNode } from 'react';
import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

export interface RadioCardOption<V extends string> {
  value: V;
  label: string;
  hint: string;
}

export interface RadioCardGroupProps<T extends FieldValues, N extends FieldPath<T>, V extends string> {
  /** The react-hook-form field (from useController). */
  field: ControllerRenderProps<T, N>;
  label: string;
  options: readonly RadioCardOption<V>[];
  disabled?: boolean;
  error?: string;
  /** Shown under the cards when there is no error. */
  helperText?: ReactNode;
  helperTestId?: string;
  /** The group's testid; each radio input gets `<testId>-<value>`. */
  'data-testid': string;
}

/** A choice of a few options as cards with a title and a hint: side by side from sm, stacked below. */
export function RadioCardGroup<T extends FieldValues, N extends FieldPath<T>, V extends string>({
  field,
  label,
  options,
  disabled = false,
  error,
  helperText,
  helperTestId,
  'data-testid': testId,
}: RadioCardGroupProps<T, N, V>) {
  return (
    <FormControl error={Boolean(error)} disabled={disabled} component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        data-testid={testId}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: `repeat(${options.length}, 1fr)` } }}
      >
        {options.map((option, index) => {
          const checked = field.value === option.value;
          return (
            <Box
              key={option.value}
              sx={{
                border: 1,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'rgba(15,118,110,0.05)' : 'background.paper',
                opacity: disabled && !checked ? 0.6 : 1,
                borderRadius: 2,
                px: 1.5,
                py: 1,
                transition: 'border-color 120ms, background-color 120ms',
              }}
            >
              <FormControlLabel
                value={option.value}
                sx={{ m: 0, width: '100%', alignItems: 'flex-start' }}
                control={
                  <Radio
                    inputRef={index === 0 ? field.ref : undefined}
                    size="small"
                    sx={{ mt: -0.25, ml: -0.5 }}
                    slotProps={{ input: { 'data-testid': `${testId}-${option.value}` } as object }}
                  />
                }
                label={
                  <Box sx={{ pt: 0.25 }}>
                    <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{option.label}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {option.hint}
                    </Typography>
                  </Box>
                }
              />
            </Box>
          );
        })}
      </RadioGroup>
      {(error || helperText) && (
        <FormHelperText sx={{ mx: 0 }} data-testid={error ? undefined : helperTestId}>
          {error ?? helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
