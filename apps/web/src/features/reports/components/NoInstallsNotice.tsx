import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { appsUrl } from '../../../shared/urls/apps';
import { alertActionBelowOnPhones } from '../../../shared/components/alert-action';

/** Above empty charts: why they are empty and where installs come from. */
export function NoInstallsNotice({ period }: { period: string }) {
  return (
    <Alert
      severity="info"
      data-testid="reports-empty"
      sx={{ mb: 3, ...alertActionBelowOnPhones }}
      action={
        <Button
          href={appsUrl()}
          variant="outlined"
          size="small"
          color="inherit"
          sx={{ whiteSpace: 'nowrap' }}
          data-testid="reports-empty-action"
        >
          Open your apps
        </Button>
      }
    >
      No vendor installed or uninstalled your apps in {period}. Installs appear here once your apps are published in the App Store and
      vendors install them; try a longer date range to see earlier ones.
    </Alert>
  );
}
