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

/**
 * A disabled button sends no events, so a tooltip on it needs a wrapper; buttons that are never disabled
 * go without one.
 */
function TooltipButton({ title, disabled, children }: { title: string; disabled?: boolean; children: ReactElement }) {
  return <Tooltip title={title}>{disabled === undefined ? children : <span>{children}</span>}</Tooltip>;
}

function CopyButton({ label, onCopy, disabled, testId }: { label: string; onCopy: () => void; disabled?: boolean; testId: string }) {
  const title = `Copy ${inSentence(label)}`;
  return (
    <TooltipButton title={title} disabled={disabled}>
      <IconButton size="small" onClick={onCopy} disabled={disabled} aria-label={title} data-testid={testId}>
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
      <TooltipButton title={revealTitle} disabled={disabled}>
        <IconButton
          size="small"
          onClick={onToggleReveal}
          disabled={disabled}
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
