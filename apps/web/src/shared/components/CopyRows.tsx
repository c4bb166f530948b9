import type { ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { CredentialRow } from './CredentialRow';

/** 'Secret key' reads 'secret key' inside a sentence; an acronym such as 'API key' stays as it is. */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

function TooltipButton({ title, children }: { title: string; children: ReactElement }) {
  return <Tooltip title={title}>{children}</Tooltip>;
}

/**
 * While the secret is fetched the buttons wait, but stay focusable: a disabled button drops the keyboard
 * focus to the page, so the user who pressed Enter on it would have to find it again.
 */
function waitingProps(waiting: boolean | undefined, action: () => void) {
  return {
    'aria-disabled': waiting || undefined,
    onClick: () => {
      if (!waiting) action();
    },
    sx: waiting ? { opacity: 0.5, cursor: 'default' } : undefined,
  };
}

function CopyButton({ label, onCopy, disabled, testId }: { label: string; onCopy: () => void; disabled?: boolean; testId: string }) {
  const title = `Copy ${inSentence(label)}`;
  return (
    <TooltipButton title={title}>
      <IconButton size="small" {...waitingProps(disabled, onCopy)} aria-label={title} data-testid={testId}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </TooltipButton>
  );
}

export interface CopyRowProps {
  label: string;
  value: string;
  /** The value's test id; its copy button's is `${testId}-copy`. */
  testId: string;
  onCopy: () => void;
}

/** A key that is not secret, with a copy button. */
export function CopyRow({ label, value, testId, onCopy }: CopyRowProps) {
  return (
    <CredentialRow label={label} value={value} testId={testId}>
      <CopyButton label={label} onCopy={onCopy} testId={`${testId}-copy`} />
    </CredentialRow>
  );
}

export interface SecretRowProps {
  label: string;
  /** The secret as shown: in the clear while `shown`, masked otherwise. */
  value: string;
  shown: boolean;
  /** Test ids are `${testIdBase}-key` (the value), `${testIdBase}-reveal` and `${testIdBase}-copy`. */
  testIdBase: string;
  onToggleReveal: () => void;
  onCopy: () => void;
  /** While the secret is being fetched or rotated; leave it out where it never is. */
  disabled?: boolean;
}

/** A secret with reveal/hide and copy buttons. */
export function SecretRow({ label, value, shown, testIdBase, onToggleReveal, onCopy, disabled }: SecretRowProps) {
  const revealTitle = `${shown ? 'Hide' : 'Reveal'} ${inSentence(label)}`;
  return (
    <CredentialRow label={label} value={value} testId={`${testIdBase}-key`} revealed={shown}>
      <TooltipButton title={revealTitle}>
        <IconButton
          size="small"
          {...waitingProps(disabled, onToggleReveal)}
          aria-label={revealTitle}
          aria-pressed={shown}
          data-testid={`${testIdBase}-reveal`}
        >
          {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
        </IconButton>
      </TooltipButton>
      <CopyButton label={label} onCopy={onCopy} disabled={disabled} testId={`${testIdBase}-copy`} />
    </CredentialRow>
  );
}
