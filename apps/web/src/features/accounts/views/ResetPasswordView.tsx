import { LIMITS } from '@appstore/shared/limits/limits';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { errorShownHere, type ShownError } from '../../../shared/errors/shown-here';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';
import { PASSWORD_CHANGED_NOTICE } from '../components/LoginNotice';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import { AppAccountPasswordResetMutation } from '../operations';
import type { PasswordResetFormValues } from '../schemas';
import { forgotPasswordUrl, loginUrl } from '../../../shared/urls/accounts';

/** `/developer/reset-password?token=`: sets a new password; success goes to login with a notice. */
export default function ResetPasswordView() {
  useDocumentTitle(pageTitle('Reset password'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [resetPassword] = useMutation(AppAccountPasswordResetMutation);
  const [serverError, setServerError] = useState<ShownError | null>(null);

  const submit = async ({ password }: PasswordResetFormValues) => {
    setServerError(null);
    try {
      const { data } = await resetPassword({ variables: { token, password } });
      if (data?.appAccountPasswordReset) navigate(loginUrl(), { replace: true, state: { notice: PASSWORD_CHANGED_NOTICE } });
    } catch (error) {
      setServerError(errorShownHere(error));
    }
  };

  const requestNewLink = (
    <Link href={forgotPasswordUrl()} data-testid="request-new-link">
      Request a new link
    </Link>
  );

  return (
    <AuthCard
      title="Set a new password"
      subtitle={token ? `Choose a new password of at least ${LIMITS.passwordMin} characters.` : undefined}
      footer={
        <Typography variant="body2" color="text.secondary">
          Link expired? {requestNewLink}
        </Typography>
      }
    >
      {token ? (
        <ResetPasswordForm onSubmit={submit} serverError={serverError} />
      ) : (
        <Alert severity="error" data-testid="reset-link-incomplete">
          This reset link is incomplete. Open the link from the e-mail again, or request a new one.
        </Alert>
      )}
    </AuthCard>
  );
}
