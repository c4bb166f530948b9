import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { UploadFieldProps } from './UploadControls';
import { UploadDropZone, UploadThumbnail } from './UploadDropZone';
import { useUploadField } from './useUploadField';
import { uploadFile, type UploadedImage } from './upload';
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
export function ImageUpload({ value, onChange, authorize, onDeleteSaved, requiredSize, onUploadingChange, ...field }: ImageUploadProps) {
  const upload = useUploadField(onUploadingChange);
  const { setProblem, run } = upload;
  const [confirming, setConfirming] = useState(false);

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
      const { s3Key } = await uploadFile(file, contentType, authorize, {
        onProgress,
        signal,
      });
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
    await upload.deleteWith(() => onDeleteSaved(value), clear);
    setConfirming(false);
  };

  const aspectRatio = requiredSize ? `${requiredSize.width} / ${requiredSize.height}` : '4 / 3';

  return (
    <Box>
      <UploadDropZone
        kind="image"
        {...field}
        accept={IMAGE_ACCEPT}
        upload={upload}
        hasValue={Boolean(value)}
        layoutSx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
        }}
        thumbnail={
          <UploadThumbnail
            sx={{
              width: {
                xs: '100%',
                sm: requiredSize && requiredSize.width === requiredSize.height ? 112 : 160,
              },
              maxWidth: { xs: 240, sm: 'none' },
              alignSelf: { xs: 'center', sm: 'auto' },
              aspectRatio,
              overflow: 'hidden',
            }}
          >
            {value ? (
              <Box
                component="img"
                src={value.sourceUrl}
                alt={`${field.label}: ${value.fileName}`}
                data-testid={`image-upload-preview-${field.name}`}
                sx={{
                  width: '100%',
                  height: '100%',
                  objectFit: 'contain',
                  display: 'block',
                }}
              />
            ) : (
              <ImageOutlinedIcon sx={{ fontSize: 36, color: 'text.disabled' }} aria-hidden />
            )}
          </UploadThumbnail>
        }
        valueView={
          value && (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value.fileName || field.label}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid={`image-upload-size-${field.name}`}>
                {imageSizeText(value) || (value.temp ? 'Uploaded' : 'Saved')}
                {value.temp ? ' · not saved yet' : ''}
              </Typography>
            </>
          )
        }
        onFile={(file) => void start(file)}
        onDelete={() => (value?.temp || !onDeleteSaved ? clear() : setConfirming(true))}
      />
      <ConfirmDialog
        open={confirming}
        title="Delete image?"
        text={[
          `The saved image (${field.label}) is deleted right away, even if you leave without saving.`,
          'This action cannot be undone.',
        ]}
        confirmLabel="Yes, delete"
        cancelLabel="Cancel"
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
        busy={upload.deleting}
        destructive
        data-testid={`image-delete-confirm-${field.name}`}
      />
    </Box>
  );
}

/** A chosen file is shown from a blob: URL until the page leaves; one that is replaced or deleted lets it go. */
function forgetPreview(image: UploadedImage) {
  if (image.sourceUrl.startsWith('blob:')) URL.revokeObjectURL(image.sourceUrl);
}
