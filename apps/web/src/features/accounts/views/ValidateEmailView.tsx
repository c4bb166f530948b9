import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';
import { loginUrl } from '../../../shared/urls/accounts';

/** `/developer/validate-email`: after signing up (spec §2). */
export default function ValidateEmailView() {
  useDocumentTitle(pageTitle("You've got mail"));
  return (
    <AuthCard title="You've got mail">
      <Stack spacing={3} alignItems="center" sx={{ textAlign: 'center' }}>
        <MarkEmailReadIcon sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
        <Typography>
          Your sign-up is registered. We have sent you an e-mail: please verify your e-mail address before you log in.
        </Typography>
        <Button variant="contained" size="large" href="mailto:" data-testid="open-mail-client">
          Open mail client
        </Button>
        <Typography variant="body2" color="text.secondary">
          Already verified?{' '}
          <Link href={loginUrl()} underline="always">
            Log in
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
