import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DropPrompt, UploadActions, type UploadFieldProps } from './UploadControls';
import { UploadProgress } from './UploadProgress';
import { useUploadRun } from './useUploadRun';
import { useFileDrop } from './useFileDrop';
import { uploadFailureText, uploadFile, type UploadedImage } from './upload';
import {
  IMAGE_ACCEPT,
  IMAGE_UNREADABLE_MESSAGE,
  imageContentType,
  imageFileProblem,
  imageSizeProblem,
  imageSizeText,
  readImageDimensions,
  type RequiredImageSize,
} from './validate-image';

/** Test ids: `image-upload-<name>`, `image-upload-input-<name>`, … */
export interface ImageUploadProps extends UploadFieldProps {
  value: UploadedImage | null;
  onChange: (value: UploadedImage | null) => void;
  /**
   * Removes an image that was saved with the form (temp false) from the server. Without it, or for an
   * upload not yet saved, Delete only clears the field: the server drops unused uploads after a day.
   */
  onDeleteSaved?: (image: UploadedImage) => Promise<unknown>;
  /** The exact pixel size the image must have, checked before uploading. */
  requiredSize?: RequiredImageSize | null;
}

/**
 * Spec §2 listing images: pick a file or drop it on the zone; it is checked (type, byte size, pixel size)
 * in the browser, uploaded straight to storage with a progress bar, then shown with its size and a Delete
 * button. The field's value is the stored image (temp until the form is saved).
 */
export function ImageUpload({
  name,
  label,
  value,
  onChange,
  authorize,
  onDeleteSaved,
  requiredSize,
  hint,
  error,
  disabled = false,
  onUploadingChange,
  buttonRef,
}: ImageUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { progress, uploading, uploadingName, problem, setProblem, run } = useUploadRun(onUploadingChange);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const busy = uploading || deleting;

  const start = async (file: File) => {
    setProblem(null);
    const contentType = imageContentType(file);
    const fileProblem = imageFileProblem(file);
    if (fileProblem || !contentType) {
      setProblem(fileProblem);
      return;
    }
    await run(file.name, async ({ onProgress, signal }) => {
      let dimensions: { width: number; height: number };
      try {
        dimensions = await readImageDimensions(file);
      } catch {
        setProblem(IMAGE_UNREADABLE_MESSAGE);
        return;
      }
      const sizeProblem = imageSizeProblem(dimensions, requiredSize);
      if (sizeProblem) {
        setProblem(sizeProblem);
        return;
      }
      const { s3Key } = await uploadFile(file, contentType, authorize, { onProgress, signal });
      if (value?.temp) forgetPreview(value);
      onChange({
        s3Key,
        sourceUrl: URL.createObjectURL(file),
        fileName: file.name,
        width: dimensions.width,
        height: dimensions.height,
        size: file.size,
        temp: true,
      });
    });
  };

  const pick = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled && !busy) void start(file);
  };
  const { dragging, dragProps } = useFileDrop(disabled || busy, pick);

  const clear = () => {
    if (value) forgetPreview(value);
    setProblem(null);
    onChange(null);
  };

  const remove = async () => {
    if (!value) return;
    if (value.temp || !onDeleteSaved) {
      clear();
      return;
    }
    setDeleting(true);
    try {
      await onDeleteSaved(value);
      clear();
    } catch (failure) {
      setProblem(uploadFailureText(failure));
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  const shownError = problem ?? error ?? null;
  const aspectRatio = requiredSize ? `${requiredSize.width} / ${requiredSize.height}` : '4 / 3';

  return (
    <Box>
      <Box
        role="group"
        aria-label={label}
        aria-busy={busy}
        data-testid={`image-upload-${name}`}
        data-dragging={dragging || undefined}
        {...dragProps}
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
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
          sx={{
            flexShrink: 0,
            width: { xs: '100%', sm: requiredSize && requiredSize.width === requiredSize.height ? 112 : 160 },
            maxWidth: { xs: 240, sm: 'none' },
            alignSelf: { xs: 'center', sm: 'auto' },
            aspectRatio,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            borderRadius: 1.5,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          {value ? (
            <Box
              component="img"
              src={value.sourceUrl}
              alt={`${label}: ${value.fileName}`}
              data-testid={`image-upload-preview-${name}`}
              sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
            />
          ) : (
            <ImageOutlinedIcon sx={{ fontSize: 36, color: 'text.disabled' }} aria-hidden />
          )}
        </Box>

        <Box sx={{ flex: 1, minWidth: 0 }}>
          {uploading ? (
            <UploadProgress fileName={uploadingName} percent={progress ?? 0} label={label} data-testid={`image-upload-progress-${name}`} />
          ) : value ? (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value.fileName || label}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid={`image-upload-size-${name}`}>
                {imageSizeText(value) || (value.temp ? 'Uploaded' : 'Saved')}
                {value.temp ? ' · not saved yet' : ''}
              </Typography>
            </>
          ) : (
            <>
              <DropPrompt dragging={dragging} noun="image" hint={hint} />
            </>
          )}
          <UploadActions
            testIdPrefix="image-upload"
            name={name}
            label={label}
            hasValue={Boolean(value)}
            disabled={disabled}
            busy={busy}
            deleting={deleting}
            buttonRef={buttonRef}
            onChoose={() => inputRef.current?.click()}
            onDelete={() => (value?.temp || !onDeleteSaved ? clear() : setConfirming(true))}
          />
          <input
            ref={inputRef}
            type="file"
            hidden
            accept={IMAGE_ACCEPT}
            aria-label={`Choose ${label}`}
            disabled={disabled || busy}
            data-testid={`image-upload-input-${name}`}
            onChange={(event) => {
              pick(event.target.files);
              // the same file again must still fire a change (e.g. after fixing nothing but retrying)
              event.target.value = '';
            }}
          />
        </Box>
      </Box>
      {shownError && (
        <FormHelperText error role="alert" sx={{ mx: 0, mt: 0.75 }} data-testid={`image-upload-error-${name}`}>
          {shownError}
        </FormHelperText>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete image?"
        text={[`The saved image (${label}) is deleted right away, even if you leave without saving.`, 'This action cannot be undone.']}
        confirmLabel="Yes, delete"
        cancelLabel="Cancel"
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
        busy={deleting}
        destructive
        data-testid={`image-delete-confirm-${name}`}
      />
    </Box>
  );
}

/** A chosen file is shown from a blob: URL until the page leaves; one that is replaced or deleted lets it go. */
function forgetPreview(image: UploadedImage) {
  if (image.sourceUrl.startsWith('blob:')) URL.revokeObjectURL(image.sourceUrl);
}
