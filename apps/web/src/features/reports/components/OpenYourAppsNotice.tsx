import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { appsUrl } from '../../../shared/urls/apps';
import { alertActionBelowOnPhones } from '../../../shared/components/alert-action';

/** A report with nothing to show yet: why, and the way to the apps, where its data starts. */
export function OpenYourAppsNotice({ testId, sx, children }: { testId: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Alert
      severity="info"
      data-testid={testId}
      sx={[alertActionBelowOnPhones, ...(Array.isArray(sx) ? sx : [sx])]}
      action={
        <Button
          href={appsUrl()}
          variant="outlined"
          size="small"
          color="inherit"
          sx={{ whiteSpace: 'nowrap' }}
          data-testid={`${testId}-action`}
        >
          Open your apps
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
