import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorShownHere, type ShownError } from '../../../shared/errors/shown-here';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';
import { ForgotPasswordForm, type ForgotPasswordValues } from '../components/ForgotPasswordForm';
import { AppAccountPasswordResetRequestMutation } from '../operations';
import { loginUrl } from '../../../shared/urls/accounts';

/** `/developer/forgot-password`: asks for a reset link (server-behaviour "Forgot password"). */
export default function ForgotPasswordView() {
  useDocumentTitle(pageTitle('Forgot password'));
  const [requestReset] = useMutation(AppAccountPasswordResetRequestMutation);
  const [serverError, setServerError] = useState<ShownError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async ({ email }: ForgotPasswordValues) => {
    setServerError(null);
    try {
      await requestReset({ variables: { email } });
      setSentTo(email);
    } catch (error) {
      setServerError(errorShownHere(error));
    }
  };

  return (
    <AuthCard
      title="Forgot password"
      subtitle={sentTo ? undefined : 'Enter the e-mail address of your account and we will send you a link to set a new password.'}
      footer={
        sentTo ? undefined : (
          <Typography variant="body2" color="text.secondary">
            Remembered it?{' '}
            <Link href={loginUrl()} underline="always" data-testid="back-to-login">
              Log in
            </Link>
          </Typography>
        )
      }
    >
      {sentTo ? (
        <Stack spacing={3} alignItems="stretch">
          <Alert severity="success" data-testid="forgot-password-sent">
            If <strong>{sentTo}</strong> belongs to an account, we have sent a link to reset its password. The link is valid for one hour.
          </Alert>
          <Typography variant="body2" color="text.secondary">
            No e-mail after a few minutes? Check your spam folder, or{' '}
            <Link component="button" type="button" variant="body2" onClick={() => setSentTo(null)} sx={{ verticalAlign: 'baseline' }}>
              try another address
            </Link>
            .
          </Typography>
          <Button variant="outlined" size="large" href={loginUrl()} data-testid="back-to-login">
            Back to log in
          </Button>
        </Stack>
      ) : (
        <ForgotPasswordForm onSubmit={submit} serverError={serverError} />
      )}
    </AuthCard>
  );
}
