import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';
import { SectionCard } from '../../../../shared/components/SectionCard';
import { graphiqlUrl } from '../../../../shared/urls/installations';
import { appEditUrl, testInstallationUrl } from '../../../../shared/urls/apps';
import { formatDay } from '@appstore/shared/dates/format';

export interface TestInstallationCardProps {
  appId: string;
  appUrl: string | null;
  testInstallation: { id: string; creationDate: string; completed: boolean } | null;
  /** Removes the test installation (rejects with the server's error, which the snackbar shows). */
  onUninstall: () => Promise<void>;
}

/**
 * Spec §4: a public app that is not in review or published is tried out on the organisation's own test vendor:
 * install now, open app, open GraphiQL, remove. Installing is a server page (full navigation).
 */
export function TestInstallationCard({ appId, appUrl, testInstallation, onUninstall }: TestInstallationCardProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    try {
      await onUninstall();
      setConfirmOpen(false);
    } catch {
      // the global snackbar shows the server's message; the dialog stays for another try
    } finally {
      setRemoving(false);
    }
  };

  return (
    <SectionCard title="Test installation" data-testid="test-installation-card">
      <Typography variant="body2" color="text.secondary">
        A test installation installs your app on your organisation&apos;s own test vendor through the same OAuth install flow vendors use,
        so you can try the token exchange and your app&apos;s first API calls before you submit it for review.
      </Typography>
      {!testInstallation?.completed && (
        // a new partner's first test needs an app server: the repository ships one that speaks the protocol
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="test-install-example-hint">
          No app server yet? The example partner app in the repository (<code>examples/partner-app</code>) is one: start it with this
          app&apos;s API key and secret key and set the App URL to it, as its README shows.
        </Typography>
      )}
      {!appUrl && (
        <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="test-install-needs-url">
          The test installation opens your app at its app URL: <Link href={appEditUrl(appId)}>set it in Setup</Link> first.
        </Typography>
      )}
      {testInstallation && (
        <Box
          sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          data-testid="test-installation-status"
          data-completed={testInstallation.completed ? 'true' : 'false'}
        >
          <Typography variant="body2">Installed on {formatDay(testInstallation.creationDate)}</Typography>
          <Chip
            size="small"
            color={testInstallation.completed ? 'success' : 'warning'}
            variant="outlined"
            label={testInstallation.completed ? 'Token exchange completed' : 'Token exchange not completed'}
          />
        </Box>
      )}
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {/* a server page that signs in the test vendor and launches the app: a plain link, never the router */}
        <Button
          variant={testInstallation ? 'outlined' : 'contained'}
          href={testInstallationUrl(appId)}
          disabled={!appUrl}
          startIcon={<DownloadIcon />}
          data-testid="test-install-button"
        >
          {testInstallation ? 'Reinstall' : 'Install now'}
        </Button>
        {testInstallation && appUrl && (
          <Button href={appUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />} data-testid="test-open-app">
            Open app
          </Button>
        )}
        {testInstallation && (
          <Button
            href={graphiqlUrl(testInstallation.id)}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon />}
            data-testid="test-open-graphiql"
          >
            Open GraphiQL
          </Button>
        )}
        {testInstallation && (
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirmOpen(true)} data-testid="test-uninstall">
            Remove
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={confirmOpen}
        title="Remove the test installation?"
        text={[
          'Your app is uninstalled from your test vendor, and its access tokens stop working at once.',
          'You can install it again at any time.',
        ]}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        destructive
        busy={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirmOpen(false)}
        data-testid="test-uninstall-dialog"
      />
    </SectionCard>
  );
}
