import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { LimitHelperText } from '../../../shared/forms/LimitHelperText';
import { useLengthLimit } from '../../../shared/forms/useLengthLimit';
import { normaliseTags } from '../tags';
import type { ListingForm } from './form-types';

export interface TagsFieldProps {
  form: ListingForm;
  name: 'searchTerms' | 'integrations';
  label: string;
  /** Spec §5: 5 search terms, 6 integrations. */
  max: number;
  hint: ReactNode;
  disabled?: boolean;
  /** On the text input; each chip gets `<testid>-chip-<index>`. */
  'data-testid': string;
}

/**
 * Free-text tags, each added with Enter (spec §2), shown as chips, with the counter every limited field has: one
 * past the maximum is added, and the schema's message ('Max 5 terms.') says to remove one, instead of a locked field.
 */
export function TagsField({ form, name, label, max, hint, disabled = false, 'data-testid': testId }: TagsFieldProps) {
  const { field, fieldState } = useController({ control: form.control, name });
  const limit = useLengthLimit(form, name, max);
  const tags = field.value;
  const error = fieldState.error?.message ?? firstItemError(fieldState.error);
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      id={field.name}
      options={[]}
      value={tags}
      onChange={(_event, next) => field.onChange(normaliseTags(next))}
      onBlur={field.onBlur}
      disabled={disabled}
      // what was typed but not yet entered is added when leaving the field, instead of being lost
      autoSelect
      renderValue={(values, getItemProps) =>
        values.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={tag} data-testid={`${testId}-chip-${index}`} />;
        })
      }
      renderInput={(params) => (
        <TextField
          id={params.id}
          disabled={params.disabled}
          fullWidth={params.fullWidth}
          size={params.size}
          label={label}
          placeholder="Type and press Enter"
          error={Boolean(error)}
          helperText={<LimitHelperText text={error ?? hint} limit={limit} />}
          inputRef={field.ref}
          slotProps={{
            htmlInput: { ...params.inputProps, 'data-testid': testId },
            input: params.InputProps,
            inputLabel: params.InputLabelProps,
          }}
        />
      )}
    />
  );
}

/** The message of the first invalid tag (e.g. one too long), when the list itself is fine. */
function firstItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  const first = (error as ({ message?: string } | undefined)[]).find((item) => item?.message);
  return first?.message;
}
