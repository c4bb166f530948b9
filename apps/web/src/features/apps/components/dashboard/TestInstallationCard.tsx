import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { SectionCard } from '../../../../shared/components/SectionCard';
import { formatDate } from './dashboard-text';

export interface TestInstallationCardProps {
  appId: string;
  appUrl: string | null;
  testInstallation: { creationDate: string; completed: boolean } | null;
}

/** Spec §4: a public app in DRAFT or REJECTED is tried out on the organisation's own test vendor. */
export function TestInstallationCard({ appUrl, testInstallation }: TestInstallationCardProps) {
  return (
    <SectionCard title="Test installation" data-testid="test-installation-card">
      <Typography variant="body2" color="text.secondary">
        A test installation installs your app on your organisation&apos;s own test vendor through the same OAuth
        install flow vendors use, so you can try the token exchange and your app&apos;s first API calls before you
        submit it for review.
      </Typography>
      {testInstallation && (
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="test-installation-status" data-completed={testInstallation.completed ? 'true' : 'false'}>
          <Typography variant="body2">Installed on {formatDate(testInstallation.creationDate)}</Typography>
          <Chip
            size="small"
            color={testInstallation.completed ? 'success' : 'warning'}
            variant="outlined"
            label={testInstallation.completed ? 'Token exchange completed' : 'Token exchange not completed'}
          />
        </Box>
      )}
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {testInstallation && appUrl && (
          <Button href={appUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />} data-testid="test-open-app">
            Open app
          </Button>
        )}
      </Box>
    </SectionCard>
  );
}
