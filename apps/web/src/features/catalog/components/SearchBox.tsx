import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { WIDE_LAYOUT_MEDIA } from '../../../shared/hooks/useWideLayout';
import { StoreButton } from '../../../shared/components/StoreButton';

export interface SearchBoxProps {
  /** The term shown at first; remount (key) the box to reset it. */
  initialValue?: string;
  /** Called with the trimmed term on Enter or the button. */
  onSearch: (term: string) => void;
  size?: 'medium' | 'large';
}

/**
 * The store's search field: a native search input styled like MUI's outlined one (MUI's input components
 * would add about 7 KB brotli to the store's first load). Spec §2: the button shows only in the wide layout,
 * decided by CSS so the server-rendered page is right at its first paint.
 */
export function SearchBox({ initialValue = '', onSearch, size = 'medium' }: SearchBoxProps) {
  const [value, setValue] = useState(initialValue);
  const large = size === 'large';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };

  return (
    <Box component="form" role="search" action="/apps" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, width: '100%' }}>
      <Box sx={{ position: 'relative', flex: 1, display: 'flex', alignItems: 'center' }}>
        <SearchIcon aria-hidden sx={{ position: 'absolute', left: 14, color: 'action.active', pointerEvents: 'none' }} />
        <Box
          component="input"
          type="search"
          name="q"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="Find the right app for you"
          aria-label="Search apps"
          data-testid="search-input"
          enterKeyHint="search"
          autoComplete="off"
          sx={{
            width: '100%',
            height: 56,
            boxSizing: 'border-box',
            pl: 6,
            pr: 1.75,
            font: 'inherit',
            fontSize: large ? '1.05rem' : '1rem',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: '1px solid rgba(0,0,0,0.23)',
            borderRadius: 1,
            outline: 'none',
            boxShadow: large ? '0 8px 24px -16px rgba(0,0,0,0.35)' : 'none',
            '&:hover': { borderColor: 'text.primary' },
            '&:focus': { borderColor: 'primary.main', boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` },
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
          }}
        />
      </Box>
      <StoreButton
        type="submit"
        variant="contained"
        color={large ? 'secondary' : 'primary'}
        size="large"
        data-testid="search-button"
        sx={{ display: 'none', [WIDE_LAYOUT_MEDIA]: { display: 'inline-flex' }, px: 4, flexShrink: 0, minHeight: large ? 56 : 40 }}
      >
        Search
      </StoreButton>
    </Box>
  );
}
