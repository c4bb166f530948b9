import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { RequestIdNote } from '../errors/RequestIdNote';
import type { ShownError } from '../errors/shown-here';

/**
 * Spec §8: the server's error in a red banner above the submit button, the one place it shows. A request that
 * got no answer offers Retry, which sends the form again as it is (nothing typed is lost).
 */
export function FormErrorBanner({ error }: { error: ShownError | null | undefined }) {
  if (!error) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="form-error"
      action={
        error.network ? (
          // a submit button of the form the banner sits in: Retry is Save again
          <Button type="submit" color="inherit" size="small" data-testid="form-error-retry">
            Retry
          </Button>
        ) : undefined
      }
      sx={{ '& .MuiAlert-action': { alignItems: 'center', pt: 0 } }}
    >
      {error.message}
      <RequestIdNote requestId={error.requestId} />
    </Alert>
  );
}
