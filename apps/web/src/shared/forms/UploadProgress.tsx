import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface UploadProgressProps {
  fileName: string;
  /** 0–100. */
  percent: number;
  /** What is being uploaded, for the bar's accessible name. */
  label: string;
  'data-testid'?: string;
}

/** 'Uploading <file>…' with a bar and the percentage, while a file goes to storage. */
export function UploadProgress({ fileName, percent, label, 'data-testid': testId }: UploadProgressProps) {
  return (
    <Box aria-live="polite">
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        Uploading {fileName}…
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={`Uploading ${label}`}
          data-testid={testId}
          sx={{ flex: 1, height: 6, borderRadius: 3 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 40, textAlign: 'right' }}>
          {percent}%
        </Typography>
      </Stack>
    </Box>
  );
}
