import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CATEGORY_LIMITS, categoryNameSchema } from '@appstore/shared/categories/schemas';

export interface CategoryNameDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  initialName: string;
  /** Saves; a thrown error keeps the dialog open with `error`. */
  onConfirm: (name: string) => Promise<void>;
  onClose: () => void;
  error: string | null;
}

/** A category's name, checked by the same rule the server applies. */
export function CategoryNameDialog({ open, title, confirmLabel, initialName, onConfirm, onClose, error }: CategoryNameDialogProps) {
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const parsed = categoryNameSchema.safeParse({ name });
  const problem = touched && !parsed.success ? parsed.error.issues[0]!.message : null;

  const confirm = async () => {
    setTouched(true);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await onConfirm(parsed.data.name);
    } catch {
      // the view passes the server's message in `error`
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="category-name-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(problem)}
            helperText={problem ?? `Up to ${CATEGORY_LIMITS.nameMax} characters.`}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'category-name' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="category-name-save">
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
