import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AppScope } from '@appstore/shared/installations/scopes';
import { accessChange, accessChangeSummary, sortScopes } from '@appstore/shared/installations/app-access';
import { ScopeChecklist } from '../ScopeChecklist';

export interface AccessDialogProps {
  open: boolean;
  current: readonly AppScope[];
  /** The number a saved change gets. */
  nextVersion: number;
  /** Active installations per scope they hold now: what a removal takes from. */
  holders: readonly { scope: string; installationCount: number }[];
  onClose: () => void;
  /** Rejects with the server's error (the snackbar shows it); the dialog stays open. */
  onSave: (scopes: AppScope[]) => Promise<void>;
}

/**
 * Choose the scopes the app may ask for; the dialog says what the change does to installed vendors before saving.
 * The card mounts it anew for each opening, so it always starts from the saved scopes.
 */
export function AccessDialog({ open, current, nextVersion, holders, onClose, onSave }: AccessDialogProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState<AppScope[]>([...current]);
  const [saving, setSaving] = useState(false);

  const change = accessChange(current, chosen);
  const summary = accessChangeSummary(change);
  const held = (scope: string) => holders.find((h) => h.scope === scope)?.installationCount ?? 0;
  const holdersLine = change.removed.length
    ? `Installations that hold ${change.removed.length === 1 ? 'it' : 'them'} now: ${change.removed.map((s) => `${s} ${held(s)}`).join(', ')}.`
    : null;

  const save = async () => {
    setSaving(true);
    try {
      await onSave(sortScopes(chosen));
      onClose();
    } catch {
      // the global snackbar shows the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="access-dialog"
    >
      <DialogTitle id={titleId}>Change access</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Choose only what your app needs. The consent page shows vendors the scopes your app requests at install, within these.
        </Typography>
        <ScopeChecklist chosen={chosen} onChange={setChosen} disabled={saving} aria-label="Scopes" />
        {summary.length > 0 && (
          <Alert
            severity={change.added.length ? 'info' : 'warning'}
            // long scope names wrap rather than make the message a scrolling box
            sx={{ mt: 2, '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
            data-testid="access-change-summary"
          >
            {summary.map((line) => (
              <div key={line}>{line}</div>
            ))}
            {holdersLine && <div data-testid="access-change-holders">{holdersLine}</div>}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving || summary.length === 0}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="access-save"
        >
          Save as version {nextVersion}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
