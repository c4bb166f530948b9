import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';

export interface CheckboxFieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: Path<T>;
  label: ReactNode;
  'data-testid'?: string;
}

/** A react-hook-form boolean as an MUI checkbox, with its error message below. */
export function CheckboxField<T extends FieldValues, C, O>({ control, name, label, 'data-testid': testId }: CheckboxFieldProps<T, C, O>) {
  const { field, fieldState } = useController<T, Path<T>, O>({ control, name });
  const error = fieldState.error?.message;
  const helperId = `${name}-helper`;
  return (
    <FormControl error={Boolean(error)} sx={{ display: 'flex' }}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ input: { 'aria-describedby': error ? helperId : undefined } as object }}
            data-testid={testId}
          />
        }
      />
      {error && (
        <FormHelperText id={helperId} sx={{ mt: -0.5, mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
