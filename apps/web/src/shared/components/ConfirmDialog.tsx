import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** One paragraph per entry. */
  text: readonly ReactNode[];
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirmed action is running: both buttons wait. */
  busy?: boolean;
  /** Colours the confirm button as a destructive action. */
  destructive?: boolean;
  'data-testid'?: string;
}

/** A yes/no question about an action, e.g. a delete. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  busy = false,
  destructive = false,
  'data-testid': testId,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent id={textId}>
        {text.map((paragraph, index) => (
          <Typography
            key={index}
            color={index === 0 ? 'text.primary' : 'text.secondary'}
            sx={{ mt: index === 0 ? 0 : 1, overflowWrap: 'anywhere' }}
          >
            {paragraph}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy} color="inherit" data-testid="confirm-dialog-cancel">
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          data-testid="confirm-dialog-confirm"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
