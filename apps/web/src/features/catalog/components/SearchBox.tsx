import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchBoxProps {
  /** The term shown at first; remount (key) the box to reset it. */
  initialValue?: string;
  /** Called with the trimmed term on Enter or the button. */
  onSearch: (term: string) => void;
  /** Spec §2: the button shows only in the wide layout. */
  showButton: boolean;
  size?: 'medium' | 'large';
}

export function SearchBox({ initialValue = '', onSearch, showButton, size = 'medium' }: SearchBoxProps) {
  const [value, setValue] = useState(initialValue);
  const large = size === 'large';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, width: '100%' }}>
      {/* A bare OutlinedInput, not a TextField: TextField drags Select and Menu into the entry chunk. */}
      <OutlinedInput
        fullWidth
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Find the right app for you"
        inputProps={{ 'aria-label': 'Search apps', 'data-testid': 'search-input', enterKeyHint: 'search' }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon color="action" />
          </InputAdornment>
        }
        sx={large ? { height: 56, fontSize: '1.05rem', boxShadow: '0 8px 24px -16px rgba(0,0,0,0.35)' } : undefined}
      />
      {showButton && (
        <Button
          type="submit"
          variant="contained"
          color={large ? 'secondary' : 'primary'}
          size="large"
          data-testid="search-button"
          sx={{ px: 4, flexShrink: 0, minHeight: large ? 56 : 40 }}
        >
          Search
        </Button>
      )}
    </Box>
  );
}
