import { useId, useState } from 'react';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { storeUser, toStoredUser } from '../../../shared/session/session';
import { organizationWithId } from '../../../shared/session/user-display';
import { AppAccountUserChangeOrgMutation, GetOrganizationsQuery } from '../disguise.operations';
import { errorShownHere } from '../../../shared/errors/shown-here';

type Organization = ResultOf<typeof GetOrganizationsQuery>['organizations']['edges'][number]['node'];

const SEARCH_DEBOUNCE_MS = 300;

export interface DisguiseDialogProps {
  open: boolean;
  onClose: () => void;
}

const optionLabel = (org: Organization) => organizationWithId(org.businessName, org.id);

/**
 * Spec §2 Disguise dialog (staff): pick an organisation and act for it. Confirming switches the
 * session's organisation, stores the user as seen there, and reloads the page.
 */
export default function DisguiseDialog({ open, onClose }: DisguiseDialogProps) {
  const titleId = useId();
  const [input, setInput] = useState('');
  // What the user typed (not the picked option's label that the box shows afterwards).
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Organization | null>(null);
  const [error, setError] = useState<string | null>(null);
  const searchTerm = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading } = useQuery(
    GetOrganizationsQuery,
    open ? { variables: { searchTerm: searchTerm || undefined } } : skipToken,
  );
  const options = (data ?? previousData)?.organizations.edges.map((edge) => edge.node) ?? [];
  const [changeOrg, { loading: changing }] = useMutation(AppAccountUserChangeOrgMutation);

  const confirm = async () => {
    if (!selected) return;
    setError(null);
    try {
      const { data: changed } = await changeOrg({ variables: { id: selected.id } });
      if (!changed) return;
      storeUser(toStoredUser(changed.appAccountUserChangeOrg));
      window.location.reload();
    } catch (caught) {
      setError(errorShownHere(caught).message);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={changing ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="disguise-dialog"
    >
      <DialogTitle id={titleId}>Disguise as organization</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="disguise-warning">
          You will act on behalf of the organization you pick: everything you see and change is theirs. Every action you take while
          disguised is recorded with your own account.
        </Alert>
        <Autocomplete
          options={options}
          value={selected}
          onChange={(_event, value) => setSelected(value)}
          inputValue={input}
          onInputChange={(_event, value, reason) => {
            setInput(value);
            if (reason !== 'reset') setSearch(value);
          }}
          getOptionLabel={optionLabel}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          // The server searches; show what it found.
          filterOptions={(found) => found}
          loading={loading}
          noOptionsText={searchTerm ? 'No organizations found' : 'Type to search organizations'}
          renderOption={(props, option) => {
            const { key, ...optionProps } = props;
            return (
              <Box component="li" key={key} {...optionProps}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{optionLabel(option)}</Typography>
                  {option.supportEmail && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {option.supportEmail}
                    </Typography>
                  )}
                </Box>
              </Box>
            );
          }}
          renderInput={(params) => (
            <TextField
              id={params.id}
              disabled={params.disabled}
              fullWidth={params.fullWidth}
              size={params.size}
              label="Organization"
              placeholder="Search by name"
              autoFocus
              slotProps={{
                htmlInput: { ...params.inputProps, 'data-testid': 'disguise-org-input' },
                input: {
                  ...params.InputProps,
                  endAdornment: (
                    <>
                      {loading && <CircularProgress color="inherit" size={18} aria-hidden />}
                      {params.InputProps.endAdornment}
                    </>
                  ),
                },
                inputLabel: params.InputLabelProps,
              }}
            />
          )}
          data-testid="disguise-org-picker"
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="disguise-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={changing} color="inherit" data-testid="disguise-cancel">
          CANCEL
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={!selected || changing}
          variant="contained"
          startIcon={changing ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          data-testid="disguise-confirm"
        >
          CONFIRM
        </Button>
      </DialogActions>
    </Dialog>
  );
}
