import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ListingForm } from './form-types';

export interface SwitchFieldProps {
  form: ListingForm;
  name: 'showContactDetails' | 'offerDemoRequest';
  label: ReactNode;
  disabled?: boolean;
  'data-testid': string;
}

/** A yes/no setting of the listing as a switch (the test id is on its input). */
export function SwitchField({ form, name, label, disabled, 'data-testid': testId }: SwitchFieldProps) {
  const { field } = useController({ control: form.control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      sx={{ ml: -1, mr: 0, alignItems: 'center' }}
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
    />
  );
}
