import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LoginInput } from '@appstore/shared/accounts/schemas';
import { errorShownHere, type ShownError } from '../../../shared/errors/shown-here';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { storeUser, toStoredUser } from '../../../shared/session/session';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import { LoginNotice } from '../components/LoginNotice';
import { AppAccountLoginMutation } from '../operations';
import { redirectAfterLogin } from '../session-redirect';
import { signupUrl } from '../../../shared/urls/accounts';
import { vendorAppsUrl } from '../../../shared/urls/catalog';

/** A success notice another screen navigated here with (`state.notice`). */
function noticeFrom(state: unknown): string | null {
  const notice = state && typeof state === 'object' && 'notice' in state ? (state as { notice: unknown }).notice : null;
  return typeof notice === 'string' && notice ? notice : null;
}

/** `/developer/login` (spec §2, §4). */
export default function LoginView() {
  useDocumentTitle(pageTitle('Log in'));
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [login] = useMutation(AppAccountLoginMutation);
  const [serverError, setServerError] = useState<ShownError | null>(null);

  const submit = async (values: LoginInput) => {
    setServerError(null);
    try {
      const { data } = await login({ variables: values });
      if (!data) return;
      // Nothing cached for an earlier (expired) session may show to this user.
      await client.clearStore();
      storeUser(toStoredUser(data.appAccountLogin));
      navigate(redirectAfterLogin(location.state), { replace: true });
    } catch (error) {
      setServerError(errorShownHere(error));
    }
  };

  return (
    <AuthCard
      title="Log in"
      subtitle="Welcome back to the Bókun developer portal."
      footer={
        <Typography variant="body2" color="text.secondary">
          New here?{' '}
          <Link href={signupUrl()} underline="always" data-testid="signup-link">
            Create a free developer account
          </Link>
          {/* tour operators reach this page from the store's My account too: their sign-in is another one */}
          <br />
          Run tours on Bókun?{' '}
          <Link href={vendorAppsUrl()} underline="always" data-testid="vendor-login-link">
            Sign in to your apps as a vendor
          </Link>
        </Typography>
      }
    >
      <LoginNotice validated={params.get('validated')} message={params.get('message')} notice={noticeFrom(location.state)} />
      <LoginForm onSubmit={submit} serverError={serverError} />
    </AuthCard>
  );
}
