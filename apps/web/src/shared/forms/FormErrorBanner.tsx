import Alert from '@mui/material/Alert';

/** Spec §8: the server's error in a red banner above the submit button. */
export function FormErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" data-testid="form-error">
      {message}
    </Alert>
  );
}
