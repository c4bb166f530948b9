import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { UploadFieldProps } from './UploadControls';
import { UploadDropZone, UploadThumbnail } from './UploadDropZone';
import { useUploadField } from './useUploadField';
import { uploadFile, type UploadedFile, type UploadRefusalMessages } from './upload';
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
export function FileUpload({ accept, check, refusal, value, onChange, authorize, onDelete, onUploadingChange, ...field }: FileUploadProps) {
  const upload = useUploadField(onUploadingChange);
  const { setProblem, run } = upload;

  const start = async (file: File) => {
    setProblem(null);
    const checked = check(file);
    if (checked.problem !== undefined) {
      setProblem(checked.problem);
      return;
    }
    await run(file.name, async ({ onProgress, signal }) => {
      const { s3Key } = await uploadFile(file, checked.contentType, authorize, {
        onProgress,
        signal,
        refusal,
      });
      // a replaced upload that was never saved would otherwise linger in storage until it expires
      if (value?.temp && onDelete) void onDelete(value).catch(() => undefined);
      onChange({
        s3Key,
        fileName: file.name,
        fileType: checked.contentType,
        size: file.size,
        temp: true,
      });
    });
  };

  const remove = async () => {
    if (!value) return;
    setProblem(null);
    if (!onDelete) {
      onChange(null);
      return;
    }
    await upload.deleteWith(
      () => onDelete(value),
      () => onChange(null),
    );
  };

  return (
    <Box>
      <UploadDropZone
        kind="file"
        {...field}
        accept={accept}
        upload={upload}
        hasValue={Boolean(value)}
        layoutSx={{ display: 'flex', alignItems: 'flex-start' }}
        thumbnail={
          <UploadThumbnail
            aria-hidden
            sx={{
              width: 48,
              height: 56,
              color: value ? 'primary.main' : 'text.disabled',
            }}
          >
            <DescriptionOutlinedIcon sx={{ fontSize: 28 }} />
          </UploadThumbnail>
        }
        valueView={
          value && (
            <Box data-testid={`file-upload-file-${field.name}`}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value.fileName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {byteSizeText(value.size)}
                {value.temp ? ' · uploaded, not submitted yet' : ''}
              </Typography>
            </Box>
          )
        }
        onFile={(file) => void start(file)}
        onDelete={() => void remove()}
      />
    </Box>
  );
}
