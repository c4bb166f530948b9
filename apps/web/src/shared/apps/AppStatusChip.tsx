import Chip, { type ChipProps } from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import type { AppStatus, AppType } from '../../gql/graphql';
import { appStatusLabel } from './app-labels';

type Tone = 'neutral' | 'info' | 'error' | 'success' | 'warning' | 'primary';

const STATUS_TONES: Record<AppStatus, Tone> = {
  DRAFT: 'neutral',
  IN_REVIEW: 'info',
  REJECTED: 'error',
  PUBLISHED: 'success',
  UNPUBLISHED: 'warning',
};

export interface AppStatusChipProps {
  status: AppStatus;
  /** A CUSTOM app shows 'Custom app' in place of its status (spec §2 app dashboard). */
  type?: AppType;
  size?: ChipProps['size'];
  'data-testid'?: string;
}

/**
 * An app's status as a tinted chip. Soft colours with the dark shade as text keep every status
 * readable (MUI's filled warning/info chips put white text on too light a background).
 */
export function AppStatusChip({ status, type, size = 'small', 'data-testid': testId = 'app-status-chip' }: AppStatusChipProps) {
  const custom = type === 'CUSTOM';
  const tone: Tone = custom ? 'primary' : STATUS_TONES[status];
  return (
    <Chip
      label={appStatusLabel(status, type)}
      size={size}
      data-testid={testId}
      data-status={custom ? 'CUSTOM' : status}
      sx={(theme) => {
        const main = tone === 'neutral' ? theme.palette.grey[600] : theme.palette[tone].main;
        const text = tone === 'neutral' ? theme.palette.grey[800] : theme.palette[tone].dark;
        return { bgcolor: alpha(main, 0.12), color: text, border: 1, borderColor: alpha(main, 0.28) };
      }}
    />
  );
}
