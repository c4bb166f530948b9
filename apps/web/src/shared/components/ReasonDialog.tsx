import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { reasonError } from './reason-error';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** A rejection needs a reason; an unpublish may go without. */
  required: boolean;
  confirmLabel: string;
  /** Makes the decision; a thrown error keeps the dialog open with the server's message. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
  /** Prefix of the testids: `<prefix>-dialog`, `-reason`, `-confirm`, `-cancel`. */
  testIdPrefix: string;
  /** The server's message after a failed decision. */
  error?: string | null;
}

/** Asks for the reason the developer will read on their dashboard and in the e-mail. */
export function ReasonDialog({ open, title, text, required, confirmLabel, onConfirm, onClose, testIdPrefix, error }: ReasonDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = reasonError(reason, required);
  const shownProblem = touched ? problem : null;

  const confirm = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      await onConfirm(reason);
    } catch {
      // the view shows the server's message in `error`
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid={`${testIdPrefix}-dialog`}
      // a fresh dialog each time it opens
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setTouched(false);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {text}
        </Typography>
        <TextField
          label={required ? 'Reason' : 'Reason (optional)'}
          multiline
          minRows={4}
          maxRows={12}
          fullWidth
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(shownProblem)}
          helperText={shownProblem ?? 'The developer receives this by e-mail.'}
          slotProps={{ htmlInput: { 'aria-required': required || undefined, 'data-testid': `${testIdPrefix}-reason` } }}
        />
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid={`${testIdPrefix}-error`}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy} color="inherit" data-testid={`${testIdPrefix}-cancel`}>
          Cancel
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={busy}
          variant="contained"
          color="error"
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          data-testid={`${testIdPrefix}-confirm`}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
