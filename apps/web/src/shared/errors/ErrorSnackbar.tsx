import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { dismissErrors, useErrorSnackbar } from './error-snackbar-store';
import { RequestIdNote } from './RequestIdNote';

/** Spec §8: every error in a bottom-centre snackbar, closed only by its close button. */
export default function ErrorSnackbar() {
  const { text, requestId, open } = useErrorSnackbar();
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={() => {
        // Ignore clickaway and escape: only the close button closes it.
      }}
    >
      <Alert severity="error" variant="filled" onClose={dismissErrors} data-testid="error-snackbar" sx={{ width: '100%', maxWidth: 640 }}>
        {text}
        <RequestIdNote requestId={requestId} />
      </Alert>
    </Snackbar>
  );
}
