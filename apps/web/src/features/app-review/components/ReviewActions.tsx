import { useState } from 'react';
import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import type { AppStatus } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { ReasonDialog } from '../../../shared/components/ReasonDialog';
import { errorShownHere } from '../../../shared/errors/shown-here';

type Dialog = 'approve' | 'reject' | 'unpublish' | null;

export interface ReviewActionsProps {
  appName: string;
  status: AppStatus;
  onApprove: () => Promise<void>;
  onReject: (reason: string) => Promise<void>;
  onUnpublish: (reason: string) => Promise<void>;
}

/**
 * The decisions the app's status allows: Approve or Reject while IN_REVIEW, Unpublish once PUBLISHED.
 * Other statuses have nothing for staff to decide, so nothing is shown.
 */
export function ReviewActions({ appName, status, onApprove, onReject, onUnpublish }: ReviewActionsProps) {
  const [open, setOpen] = useState<Dialog>(null);
  const [approving, setApproving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const show = (dialog: Dialog) => {
    setError(null);
    setOpen(dialog);
  };
  // the snackbar reports a failure too (spec §8); the dialog keeps it beside the reason that was typed
  const decide = async (decision: Promise<void>) => {
    try {
      await decision;
    } catch (failure) {
      setError(errorShownHere(failure).message);
      throw failure;
    }
  };

  const approve = async () => {
    setApproving(true);
    try {
      await onApprove();
    } catch {
      setOpen(null);
    } finally {
      setApproving(false);
    }
  };

  if (status !== 'IN_REVIEW' && status !== 'PUBLISHED') return null;
  return (
    <>
      {status === 'IN_REVIEW' && (
        <>
          <Button variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => show('reject')} data-testid="review-reject">
            Reject
          </Button>
          <Button variant="contained" startIcon={<CheckIcon />} onClick={() => show('approve')} data-testid="review-approve">
            Approve
          </Button>
        </>
      )}
      {status === 'PUBLISHED' && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<VisibilityOffOutlinedIcon />}
          onClick={() => show('unpublish')}
          data-testid="review-unpublish"
        >
          Unpublish
        </Button>
      )}
      <ConfirmDialog
        open={open === 'approve'}
        title="Approve app?"
        text={[`${appName} will be published in the App Store.`, 'The developer is e-mailed about the decision.']}
        confirmLabel="Approve"
        cancelLabel="Cancel"
        onConfirm={() => void approve()}
        onClose={() => setOpen(null)}
        busy={approving}
        data-testid="review-approve-dialog"
      />
      <ReasonDialog
        open={open === 'reject'}
        title="Reject app?"
        text={`${appName} goes back to its developer, who can fix it and submit it again.`}
        required
        confirmLabel="Reject"
        onConfirm={(reason) => decide(onReject(reason))}
        onClose={() => setOpen(null)}
        error={error}
        testIdPrefix="review-reject"
      />
      <ReasonDialog
        open={open === 'unpublish'}
        title="Unpublish app?"
        text={`${appName} leaves the App Store. Its developer can submit it for review again.`}
        required={false}
        confirmLabel="Unpublish"
        onConfirm={(reason) => decide(onUnpublish(reason))}
        onClose={() => setOpen(null)}
        error={error}
        testIdPrefix="review-unpublish"
      />
    </>
  );
}
