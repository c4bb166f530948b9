import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';

export interface ExportCsvButtonProps {
  href: string;
  /** What is exported, for screen readers when several buttons share a screen ("Export CSV of the payouts"). */
  label: string;
  'data-testid'?: string;
}

/** 'Export CSV': a download link to one of the server's CSV exports (shared/urls/exports.ts). */
export function ExportCsvButton({ href, label, 'data-testid': testId }: ExportCsvButtonProps) {
  return (
    <Button
      component="a"
      href={href}
      download
      size="small"
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      aria-label={`Export CSV of ${label}`}
      data-testid={testId}
    >
      Export CSV
    </Button>
  );
}
