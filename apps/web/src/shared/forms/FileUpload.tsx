import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { DropPrompt, UploadActions, type UploadFieldProps } from './UploadControls';
import { UploadProgress } from './UploadProgress';
import { useUploadRun } from './useUploadRun';
import { useFileDrop } from './useFileDrop';
import { uploadFailureText, uploadFile, type UploadedFile, type UploadRefusalMessages } from './upload';
import { byteSizeText } from './validate-image';

/** What a file check answers: the content type to upload the file as, or why it cannot be uploaded. */
export type FileCheck = { contentType: string; problem?: undefined } | { problem: string; contentType?: undefined };

/** Test ids: `file-upload-<name>`, `file-upload-input-<name>`, … */
export interface FileUploadProps extends UploadFieldProps {
  /** The file input's `accept`, e.g. 'application/pdf,.pdf'. */
  accept: string;
  /** Checks a chosen file in the browser (type, byte size) before anything is sent. */
  check: (file: File) => FileCheck;
  /** The words for a type or size the storage refuses. */
  refusal?: UploadRefusalMessages;
  value: UploadedFile | null;
  onChange: (value: UploadedFile | null) => void;
  /**
   * Removes an uploaded file from the server (Delete, and an upload replaced before it was saved).
   * Without it Delete only clears the field.
   */
  onDelete?: (file: UploadedFile) => Promise<unknown>;
}

/**
 * A document upload (the image upload's sibling for files that are not pictures, e.g. a PDF invoice): pick
 * a file or drop it on the zone; it is checked in the browser, uploaded straight to storage with a progress
 * bar, then shown with its name, size and a Delete button.
 */
export function FileUpload({
  name,
  label,
  accept,
  check,
  refusal,
  value,
  onChange,
  authorize,
  onDelete,
  hint,
  error,
  disabled = false,
  onUploadingChange,
  buttonRef,
}: FileUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { progress, uploading, uploadingName, problem, setProblem, run } = useUploadRun(onUploadingChange);
  const [deleting, setDeleting] = useState(false);
  const busy = uploading || deleting;

  const start = async (file: File) => {
    setProblem(null);
    const checked = check(file);
    if (checked.problem !== undefined) {
      setProblem(checked.problem);
      return;
    }
    await run(file.name, async ({ onProgress, signal }) => {
      const { s3Key } = await uploadFile(file, checked.contentType, authorize, { onProgress, signal, refusal });
      // a replaced upload that was never saved would otherwise linger in storage until it expires
      if (value?.temp && onDelete) void onDelete(value).catch(() => undefined);
      onChange({ s3Key, fileName: file.name, fileType: checked.contentType, size: file.size, temp: true });
    });
  };

  const pick = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled && !busy) void start(file);
  };
  const { dragging, dragProps } = useFileDrop(disabled || busy, pick);

  const remove = async () => {
    if (!value) return;
    setProblem(null);
    if (!onDelete) {
      onChange(null);
      return;
    }
    setDeleting(true);
    try {
      await onDelete(value);
      onChange(null);
    } catch (failure) {
      setProblem(uploadFailureText(failure));
    } finally {
      setDeleting(false);
    }
  };

  const shownError = problem ?? error ?? null;

  return (
    <Box>
      <Box
        role="group"
        aria-label={label}
        aria-busy={busy}
        data-testid={`file-upload-${name}`}
        data-dragging={dragging || undefined}
        {...dragProps}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 2,
          p: 2,
          border: '1.5px dashed',
          borderColor: dragging ? 'primary.main' : shownError ? 'error.main' : 'divider',
          borderRadius: 2,
          bgcolor: dragging ? 'rgba(15,118,110,0.07)' : 'action.hover',
          opacity: disabled ? 0.7 : 1,
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 48,
            height: 56,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 1.5,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            color: value ? 'primary.main' : 'text.disabled',
          }}
        >
          <DescriptionOutlinedIcon sx={{ fontSize: 28 }} />
        </Box>

        <Box sx={{ flex: 1, minWidth: 0 }}>
          {uploading ? (
            <UploadProgress fileName={uploadingName} percent={progress ?? 0} label={label} data-testid={`file-upload-progress-${name}`} />
          ) : value ? (
            <Box data-testid={`file-upload-file-${name}`}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value.fileName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {byteSizeText(value.size)}
                {value.temp ? ' · uploaded, not submitted yet' : ''}
              </Typography>
            </Box>
          ) : (
            <>
              <DropPrompt dragging={dragging} noun="file" hint={hint} />
            </>
          )}
          <UploadActions
            testIdPrefix="file-upload"
            name={name}
            label={label}
            hasValue={Boolean(value)}
            disabled={disabled}
            busy={busy}
            deleting={deleting}
            buttonRef={buttonRef}
            onChoose={() => inputRef.current?.click()}
            onDelete={() => void remove()}
          />
          <input
            ref={inputRef}
            type="file"
            hidden
            accept={accept}
            aria-label={`Choose ${label}`}
            disabled={disabled || busy}
            data-testid={`file-upload-input-${name}`}
            onChange={(event) => {
              pick(event.target.files);
              // the same file again must still fire a change
              event.target.value = '';
            }}
          />
        </Box>
      </Box>
      {shownError && (
        <FormHelperText error role="alert" sx={{ mx: 0, mt: 0.75 }} data-testid={`file-upload-error-${name}`}>
          {shownError}
        </FormHelperText>
      )}
    </Box>
  );
}
