import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useVendorSearch, type VendorOption } from './useVendorSearch';
import { errorShownHere } from '../../../../shared/errors/shown-here';

export interface VendorLinkDialogProps {
  open: boolean;
  onClose: () => void;
  /** Links the app; rejects with the server's error (e.g. no listing yet). */
  onLink: (vendor: VendorOption) => Promise<void>;
}

/** Spec §4: pick the one vendor who may install a custom app, then confirm (linking is irreversible). */
export function VendorLinkDialog({ open, onClose, onLink }: VendorLinkDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="custom-link-title" data-testid="custom-link-dialog">
      {/* Remounted on every opening: a fresh search and no leftover choice or error. */}
      {open && <VendorLinkSteps onClose={onClose} onLink={onLink} />}
    </Dialog>
  );
}

function VendorLinkSteps({ onClose, onLink }: Omit<VendorLinkDialogProps, 'open'>) {
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<VendorOption | null>(null);
  const [linking, setLinking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const search = useVendorSearch(term, chosen !== null);

  const confirm = async () => {
    if (!chosen) return;
    setLinking(true);
    setError(null);
    try {
      await onLink(chosen);
    } catch (e) {
      // also in the snackbar; repeated here so it stays beside the choice it is about
      setError(errorShownHere(e).message);
    } finally {
      setLinking(false);
    }
  };

  if (chosen) {
    return (
      <>
        <DialogTitle id="custom-link-title">
          Link {chosen.name} (ID {chosen.id})?
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ overflowWrap: 'anywhere' }}>Only {chosen.name} will be able to install this app.</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Linking cannot be undone: the app stays linked to this vendor.
          </Typography>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="custom-link-error">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button
            onClick={() => {
              setChosen(null);
              setError(null);
            }}
            disabled={linking}
            sx={{ mr: 'auto' }}
            data-testid="custom-link-back"
          >
            Back
          </Button>
          <Button color="inherit" onClick={onClose} disabled={linking} data-testid="custom-link-cancel">
            CANCEL
          </Button>
          <Button
            variant="contained"
            onClick={() => void confirm()}
            disabled={linking}
            startIcon={linking ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            data-testid="custom-link-confirm"
          >
            CONFIRM
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <>
      <DialogTitle id="custom-link-title">Link to a vendor</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Search by the vendor&apos;s name or domain and pick the one who will install this app.
        </Typography>
        <TextField
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Search vendors"
          fullWidth
          autoFocus
          size="small"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': 'Search vendors', 'data-testid': 'vendor-search-input' },
          }}
        />
        <Box sx={{ mt: 1, minHeight: 120 }} aria-busy={search.loading}>
          {search.loading && search.vendors.length === 0 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress size={24} aria-label="Searching vendors" />
            </Box>
          ) : search.vendors.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="vendor-search-empty">
              No vendors found.
            </Typography>
          ) : (
            <List dense aria-label="Vendors" sx={{ mx: -1 }}>
              {search.vendors.map((vendor) => (
                // in an <li>: a list holds only list items (axe 'list')
                <ListItem key={vendor.id} disablePadding>
                  <ListItemButton onClick={() => setChosen(vendor)} sx={{ borderRadius: 2 }} data-testid={`vendor-option-${vendor.id}`}>
                    <ListItemText
                      primary={vendor.name}
                      secondary={[vendor.domain, vendor.countryName].filter(Boolean).join(' · ')}
                      slotProps={{
                        primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                        secondary: { sx: { overflowWrap: 'anywhere' } },
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
          {search.hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
              <Button onClick={search.loadMore} disabled={search.loadingMore} data-testid="vendor-load-more">
                {search.loadingMore ? 'Loading...' : 'Load more'}
              </Button>
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose} data-testid="custom-link-close">
          CANCEL
        </Button>
      </DialogActions>
    </>
  );
}
