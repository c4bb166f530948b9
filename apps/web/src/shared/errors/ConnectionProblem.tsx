import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { holdNetworkErrors } from './error-snackbar-store';
import { NETWORK_ERROR_TITLE } from './network-failure';
import { alertActionBelowOnPhones } from '../components/alert-action';
import { useAutoRetry } from './useAutoRetry';

export interface ConnectionProblemProps {
  /** Asks the server again (the screen's queries); resolves when it has answered, whatever the answer. */
  onRetry: () => Promise<unknown>;
}

/**
 * A screen whose data could not be loaded because the server was out of reach: says so plainly, offers Retry,
 * and tries again by itself (at once when the browser is back online).
 */
export function ConnectionProblem({ onRetry }: ConnectionProblemProps) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  useAutoRetry(retry);
  // this notice is where the user looks: its retries' failures stay out of the snackbar
  useEffect(() => holdNetworkErrors(), []);
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="connection-problem"
      action={
        <Button color="inherit" size="small" onClick={() => void retry()} disabled={retrying} data-testid="connection-retry">
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      }
      sx={alertActionBelowOnPhones}
    >
      <AlertTitle sx={{ mb: 0.25 }}>{NETWORK_ERROR_TITLE}</AlertTitle>
      Check your internet connection. This page tries again by itself when you are back online.
    </Alert>
  );
}
