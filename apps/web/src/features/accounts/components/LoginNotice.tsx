import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { UI } from '../../../shared/ui';

export const EMAIL_VERIFIED_NOTICE = 'Your e-mail address is verified. You can now log in.';
export const PASSWORD_CHANGED_NOTICE = 'Your password has been changed. You can now log in with the new password.';

export interface LoginNoticeProps {
  /** The `validated` query parameter: 'true' or 'false'. */
  validated: string | null;
  /** The `message` query parameter, shown when validated is 'false'. */
  message: string | null;
  /** A success notice handed over by the previous screen (e.g. after a password reset). */
  notice?: string | null;
}

/** The e-mail verification outcome (or a notice from the previous screen), shown for 12 seconds (spec §2). */
export function LoginNotice({ validated, message, notice }: LoginNoticeProps) {
  const [visible, setVisible] = useState(Boolean(notice) || validated === 'true' || validated === 'false');

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), UI.loginNoticeMs);
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  if (notice || validated === 'true') {
    return (
      <Alert severity="success" sx={{ mb: 3 }} data-testid="login-notice">
        {notice || EMAIL_VERIFIED_NOTICE}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 3 }} data-testid="login-notice">
      {message || 'Your e-mail address could not be verified.'}
    </Alert>
  );
}
