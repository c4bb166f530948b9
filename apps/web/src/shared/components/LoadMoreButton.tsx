import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface LoadMoreButtonProps {
  loading: boolean;
  onClick: () => void;
  size?: ButtonProps['size'];
  'data-testid'?: string;
}

/** Spec §2's 'Load more' under a paged list, with a spinner while the next page loads. */
export function LoadMoreButton({ loading, onClick, size, 'data-testid': testId }: LoadMoreButtonProps) {
  return (
    <Button
      variant="outlined"
      size={size}
      onClick={onClick}
      disabled={loading}
      startIcon={loading ? <CircularProgress size={size === 'small' ? 14 : 16} color="inherit" aria-hidden /> : undefined}
      data-testid={testId}
    >
      Load more
    </Button>
  );
}
