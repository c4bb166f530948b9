import { useController, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { CATEGORY_LIMITS } from '@appstore/shared/categories/schemas';
import { FormSection } from '../../../shared/forms/FormSection';
import type { ListingValues } from '@appstore/shared/listings/schemas';
import type { ListingFormValues } from '../listing-form-values';
import { ListingCategoryOptionsQuery } from '../operations';

interface CategoriesSectionProps {
  form: UseFormReturn<ListingFormValues, unknown, ListingValues>;
  disabled: boolean;
}

/** A listing has one primary and up to two secondary categories; staff see the choice when they review the app. */
export function CategoriesSection({ form, disabled }: CategoriesSectionProps) {
  const { data } = useQuery(ListingCategoryOptionsQuery, { fetchPolicy: 'cache-first' });
  const options = data?.publicCategories ?? [];
  const primary = useController({ control: form.control, name: 'primaryCategoryId' });
  const secondary = useController({ control: form.control, name: 'secondaryCategoryIds' });
  const picked = secondary.field.value ?? [];
  const full = picked.length >= CATEGORY_LIMITS.secondaryMax;
  const secondaryError = secondary.fieldState.error?.message ?? form.formState.errors.secondaryCategoryIds?.root?.message;

  const toggle = (id: string, on: boolean) => {
    secondary.field.onChange(on ? [...picked, id] : picked.filter((p) => p !== id));
    secondary.field.onBlur();
  };

  return (
    <FormSection
      title="Categories"
      description="Where vendors find the app in the store. Pick one primary category and up to two more."
      data-testid="listing-categories-section"
    >
      <TextField
        select
        label="Primary category"
        id="primaryCategoryId"
        name={primary.field.name}
        value={options.length ? (primary.field.value ?? '') : ''}
        onChange={(event) => {
          const id = event.target.value;
          primary.field.onChange(id);
          // a category is picked once: as primary it leaves the secondary ones
          if (picked.includes(id)) secondary.field.onChange(picked.filter((p) => p !== id));
        }}
        onBlur={primary.field.onBlur}
        inputRef={primary.field.ref}
        disabled={disabled}
        error={Boolean(primary.fieldState.error)}
        helperText={primary.fieldState.error?.message ?? "Shown first on the app's card and page."}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'listing-primary-category' } }}
      >
        <option value="">Choose a category</option>
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </TextField>
      <FormControl component="fieldset" error={Boolean(secondaryError)} disabled={disabled} data-testid="listing-secondary-categories">
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          Secondary categories (optional, up to {CATEGORY_LIMITS.secondaryMax})
        </FormLabel>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {options.map((c) => {
            const checked = picked.includes(c.id);
            const isPrimary = primary.field.value === c.id;
            return (
              <FormControlLabel
                key={c.id}
                label={c.name}
                disabled={disabled || isPrimary || (!checked && full)}
                control={<Checkbox size="small" checked={checked} onChange={(event) => toggle(c.id, event.target.checked)} />}
              />
            );
          })}
        </Box>
        {secondaryError && <FormHelperText sx={{ mx: 0 }}>{secondaryError}</FormHelperText>}
      </FormControl>
    </FormSection>
  );
}
