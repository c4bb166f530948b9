import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';

export interface DeleteUserDialogProps {
  open: boolean;
  /** The display name of the user to delete. */
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec §2: 'Delete user?' with the user's display name, 'This action cannot be undone.', Yes/No. */
export function DeleteUserDialog({ open, name, busy, onConfirm, onClose }: DeleteUserDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete user?"
      text={[`Are you sure you want to delete ${name}`, 'This action cannot be undone.']}
      confirmLabel="Yes"
      cancelLabel="No"
      onConfirm={onConfirm}
      onClose={onClose}
      busy={busy}
      destructive
      data-testid="delete-user-dialog"
    />
  );
}
