import type { ReactNode, Ref } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuthorizeUpload } from './upload';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

/** What every upload field takes besides its value and its own checks. */
export interface UploadFieldProps {
  /** Names the field's test ids. */
  name: string;
  /** What the file is, e.g. 'Invoice' or 'App icon': the drop zone's accessible name. */
  label: string;
  /** Asks the server for a presigned PUT. */
  authorize: AuthorizeUpload;
  /** Shown in the zone while empty, e.g. 'PDF, up to 20 MB'. */
  hint?: ReactNode;
  /** The form's message for this field (e.g. 'You have to upload an invoice', or the server's after saving). */
  error?: string | null;
  disabled?: boolean;
  /** Told when an upload starts and ends, so the form can wait for it before saving. */
  onUploadingChange?: (uploading: boolean) => void;
  /** The 'Choose file' button, so the form can move focus here when the field is invalid. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** What an empty drop zone says: where to drop, and the field's hint. */
export function DropPrompt({ dragging, noun, hint }: { dragging: boolean; noun: 'file' | 'image'; hint?: ReactNode }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {dragging ? `Drop the ${noun} here` : `Drag and drop ${noun === 'image' ? 'an image' : 'a file'} here`}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </>
  );
}

export interface UploadActionsProps {
  /** Test ids are `${testIdPrefix}-choose-${name}` and `${testIdPrefix}-delete-${name}`. */
  testIdPrefix: string;
  name: string;
  label: string;
  hasValue: boolean;
  disabled?: boolean;
  busy: boolean;
  deleting: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
  onChoose: () => void;
  onDelete: () => void;
}

/** Choose (or Replace) and Delete under an upload's drop zone. */
export function UploadActions({
  testIdPrefix,
  name,
  label,
  hasValue,
  disabled,
  busy,
  deleting,
  buttonRef,
  onChoose,
  onDelete,
}: UploadActionsProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
      <Button
        ref={buttonRef}
        variant="outlined"
        size="small"
        startIcon={<CloudUploadOutlinedIcon />}
        onClick={onChoose}
        disabled={disabled || busy}
        data-testid={`${testIdPrefix}-choose-${name}`}
      >
        {hasValue ? 'Replace' : 'Choose file'}
      </Button>
      {hasValue && (
        <Button
          color="error"
          size="small"
          startIcon={deleting ? <CircularProgress size={14} color="inherit" aria-hidden /> : <DeleteOutlineIcon />}
          onClick={onDelete}
          disabled={disabled || busy}
          aria-label={`Delete ${label}`}
          data-testid={`${testIdPrefix}-delete-${name}`}
        >
          Delete
        </Button>
      )}
    </Stack>
  );
}
