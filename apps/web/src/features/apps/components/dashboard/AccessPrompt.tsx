import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { alertActionBelowOnPhones } from '../../../../shared/components/alert-action';

/**
 * Shown while the app asks vendors for nothing (a new app starts so): installs then give it only the vendor's
 * company name, and an install that requests any scope is refused.
 */
export function AccessPrompt({ onChoose }: { onChoose: () => void }) {
  return (
    <Alert
      severity="info"
      data-testid="access-prompt"
      sx={alertActionBelowOnPhones}
      action={
        <Button variant="contained" size="small" onClick={onChoose} data-testid="access-prompt-choose" sx={{ whiteSpace: 'nowrap' }}>
          Choose access
        </Button>
      }
    >
      <AlertTitle sx={{ fontWeight: 700 }}>Choose what your app may access</AlertTitle>
      Your app asks vendors for nothing yet: it can read only their company name, and installs that ask for more are refused. Choose only
      the scopes it needs.
    </Alert>
  );
}
