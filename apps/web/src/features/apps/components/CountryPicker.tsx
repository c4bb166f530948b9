import { useMemo, type Ref } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { countryOptions } from '@appstore/shared/countries/country-names';

interface CountryOption {
  code: string;
  name: string;
}

let options: CountryOption[] | undefined;
/** Built on first use: resolving every country's display name is not free. */
function allCountries(): CountryOption[] {
  options ??= countryOptions();
  return options;
}

// Typing 'DE' finds Germany as well as typing its name.
const filterOptions = createFilterOptions<CountryOption>({ stringify: (option) => `${option.name} ${option.code}` });

export interface CountryPickerProps {
  /** ISO alpha-2 codes. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  label: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  /** On the text input; each chip gets `<testid>-chip-<code>`. */
  'data-testid'?: string;
}

/** Picks countries by name, shown as chips; the value is their codes. */
export function CountryPicker({
  value,
  onChange,
  onBlur,
  inputRef,
  id,
  label,
  helperText,
  error,
  disabled,
  'data-testid': testId,
}: CountryPickerProps) {
  const selected = useMemo(() => {
    const byCode = new Map(allCountries().map((option) => [option.code, option]));
    return value.map((code) => byCode.get(code) ?? { code, name: code });
  }, [value]);

  return (
    <Autocomplete
      multiple
      id={id}
      options={allCountries()}
      value={selected}
      onChange={(_event, picked) => onChange(picked.map((option) => option.code))}
      onBlur={onBlur}
      disabled={disabled}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, other) => option.code === other.code}
      filterOptions={filterOptions}
      filterSelectedOptions
      disableCloseOnSelect
      autoHighlight
      noOptionsText="No matching country"
      renderValue={(countries, getItemProps) =>
        countries.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={option.name} data-testid={testId && `${testId}-chip-${option.code}`} />;
        })
      }
      renderInput={(params) => (
        <TextField
          id={params.id}
          disabled={params.disabled}
          fullWidth={params.fullWidth}
          size={params.size}
          label={label}
          placeholder={value.length === 0 ? 'All countries' : undefined}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
          slotProps={{
            htmlInput: { ...params.inputProps, 'data-testid': testId },
            input: params.InputProps,
            inputLabel: { ...params.InputLabelProps, shrink: true },
          }}
        />
      )}
    />
  );
}
