import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { AppStatus } from '@appstore/shared/apps/enums';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';
import { appDetailsUrl } from '../../../../shared/urls/catalog';
import { READINESS_CARD_ID } from './ReadinessCard';

export interface ReviewNoticeProps {
  appName: string;
  status: AppStatus;
  /** Staff's reason for the last rejection (the readiness card shows it). */
  reviewReason: string | null;
  /** The listing the store shows for a published app. */
  listingId: string | null;
  /** Takes the published app out of the store (the partner's own withdrawal). */
  onWithdraw: () => Promise<void>;
}

/** Where a public app stands in the review flow (spec §4); nothing for a draft. */
export function ReviewNotice({ appName, status, reviewReason, listingId, onWithdraw }: ReviewNoticeProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const withdraw = async () => {
    setBusy(true);
    try {
      await onWithdraw();
      setConfirming(false);
    } catch {
      // the global snackbar shows the server's message; the dialog stays open to retry or cancel
    } finally {
      setBusy(false);
    }
  };

  switch (status) {
    case 'DRAFT':
      return null;
    case 'REJECTED':
      // the reviewer's reason is shown once, in the Production readiness card beside the checks it concerns
      return (
        <Alert severity="error" data-testid="app-review-notice" data-status={status}>
          <AlertTitle sx={{ fontWeight: 700 }}>Your app was rejected</AlertTitle>
          {reviewReason ? (
            <>
              Read the reviewer&apos;s reason under{' '}
              <Link href={`#${READINESS_CARD_ID}`} color="inherit" sx={{ fontWeight: 600 }} data-testid="app-review-reason-link">
                Production readiness
              </Link>
              , fix what they found, then submit the app for review again.
            </>
          ) : (
            'Fix what the reviewer found, then submit the app for review again.'
          )}
        </Alert>
      );
    case 'IN_REVIEW':
      return (
        <Alert severity="info" data-testid="app-review-notice" data-status={status}>
          <AlertTitle sx={{ fontWeight: 700 }}>Your app is in review</AlertTitle>
          We will e-mail you when it is decided. Pricing cannot change while the app is in review.
        </Alert>
      );
    case 'UNPUBLISHED':
      return (
        <Alert severity="info" data-testid="app-review-notice" data-status={status}>
          <AlertTitle sx={{ fontWeight: 700 }}>Your app is not in the App Store</AlertTitle>
          It was withdrawn from the App Store. You can submit it for review again.
        </Alert>
      );
    case 'PUBLISHED':
      return (
        <>
          <Alert
            severity="success"
            data-testid="app-review-notice"
            data-status={status}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => setConfirming(true)}
                sx={{ whiteSpace: 'nowrap' }}
                data-testid="app-withdraw-button"
              >
                Withdraw from the App Store
              </Button>
            }
            sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
          >
            <AlertTitle sx={{ fontWeight: 700 }}>Your app is in the App Store</AlertTitle>
            {listingId ? (
              <Link href={appDetailsUrl(listingId)} color="inherit" sx={{ fontWeight: 600 }} data-testid="app-public-listing-link">
                View the public listing
              </Link>
            ) : (
              'Vendors can find and install it.'
            )}
          </Alert>
          <ConfirmDialog
            open={confirming}
            title="Withdraw from the App Store?"
            text={[
              `${appName} leaves the App Store at once: vendors can no longer find or install it.`,
              'You can submit it for review again later.',
            ]}
            confirmLabel="Withdraw"
            cancelLabel="Cancel"
            destructive
            busy={busy}
            onConfirm={() => void withdraw()}
            onClose={() => setConfirming(false)}
            data-testid="app-withdraw-dialog"
          />
        </>
      );
  }
}
