import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { accountUrl } from '../urls/organizations';

/** Spec §2, §4: the organisation has not agreed to both terms, so its apps cannot be published. */
export function TermsAttentionBanner() {
  return (
    <Alert severity="warning" data-testid="terms-warning">
      <AlertTitle sx={{ fontWeight: 700 }}>Attention!</AlertTitle>
      Your organization has not agreed to the API Terms and the Partner Terms. Agree to both in Account settings before you submit an app
      for review.
      <Box sx={{ mt: 1.5 }}>
        <Button href={accountUrl()} variant="outlined" color="inherit" size="small" data-testid="terms-warning-link">
          Go to Account settings
        </Button>
      </Box>
    </Alert>
  );
}
