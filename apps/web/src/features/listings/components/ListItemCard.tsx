import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

export interface ListItemCardProps {
  /** e.g. 'Key benefit 1'. */
  title: string;
  deleteLabel: string;
  onDelete: () => void;
  disabled?: boolean;
  'data-testid'?: string;
  deleteTestId: string;
  children: ReactNode;
}

/** One entry of a list in the form (a key benefit, a screenshot): numbered, with its delete button. */
export function ListItemCard({ title, deleteLabel, onDelete, disabled, 'data-testid': testId, deleteTestId, children }: ListItemCardProps) {
  const titleId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{ minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 2, px: { xs: 1.5, sm: 2 }, pt: 1, pb: { xs: 1.5, sm: 2 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={titleId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Tooltip title={deleteLabel}>
          {/* a span, so the tooltip still works while the button is disabled */}
          <span>
            <IconButton aria-label={deleteLabel} onClick={onDelete} disabled={disabled} edge="end" size="small" data-testid={deleteTestId}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}
