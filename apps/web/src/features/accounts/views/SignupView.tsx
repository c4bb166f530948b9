import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SignupInput } from '@appstore/shared/accounts/schemas';
import { errorShownHere, type ShownError } from '../../../shared/errors/shown-here';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';
import { SignupForm } from '../components/SignupForm';
import { AppAccountSignupMutation } from '../operations';
import { loginUrl, validateEmailUrl } from '../../../shared/urls/accounts';

/** `/developer/signup`: success goes on to /developer/validate-email (spec §4). */
export default function SignupView() {
  useDocumentTitle(pageTitle('Sign up'));
  const navigate = useNavigate();
  const [signup] = useMutation(AppAccountSignupMutation);
  const [serverError, setServerError] = useState<ShownError | null>(null);

  const submit = async (values: SignupInput) => {
    setServerError(null);
    try {
      const { data } = await signup({ variables: values });
      if (data?.appAccountSignup) navigate(validateEmailUrl());
    } catch (error) {
      setServerError(errorShownHere(error));
    }
  };

  return (
    <AuthCard
      title="Create your developer account"
      subtitle="Free forever. Build apps for thousands of tour and activity operators."
      footer={
        <Typography variant="body2" color="text.secondary">
          Already have an account?{' '}
          <Link href={loginUrl()} underline="always" data-testid="login-link-signup">
            Log in
          </Link>
        </Typography>
      }
    >
      <SignupForm onSubmit={submit} serverError={serverError} />
    </AuthCard>
  );
}
