import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import type { SxProps, Theme } from '@mui/material/styles';
import { DropPrompt, UploadActions, type UploadFieldProps } from './UploadControls';
import { UploadProgress } from './UploadProgress';
import { useFileDrop } from './useFileDrop';
import type { UploadFieldState } from './useUploadField';

export interface UploadDropZoneProps extends Pick<UploadFieldProps, 'name' | 'label' | 'hint' | 'error' | 'disabled' | 'buttonRef'> {
  /** Names the prompt's noun and the test ids: `${kind}-upload-${name}`, `${kind}-upload-input-${name}`, … */
  kind: 'file' | 'image';
  accept: string;
  upload: UploadFieldState;
  hasValue: boolean;
  /** Only the zone's layout differs between fields; its border and colours stay the same. */
  layoutSx: SxProps<Theme>;
  /** The picture or icon at the zone's start. */
  thumbnail: ReactNode;
  /** What is shown of the value once there is one. */
  valueView: ReactNode;
  onFile: (file: File) => void;
  onDelete: () => void;
}

/**
 * The drop zone every upload field shows: a thumbnail, then the progress, the value or the prompt, the Choose
 * and Delete buttons and the hidden file input; the field's message goes under it.
 */
export function UploadDropZone({
  kind,
  name,
  label,
  accept,
  hint,
  error,
  disabled = false,
  buttonRef,
  upload,
  hasValue,
  layoutSx,
  thumbnail,
  valueView,
  onFile,
  onDelete,
}: UploadDropZoneProps) {
  const testIdPrefix = `${kind}-upload`;
  const inputRef = useRef<HTMLInputElement>(null);
  const { busy, uploading } = upload;
  const pick = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled && !busy) onFile(file);
  };
  const { dragging, dragProps } = useFileDrop(disabled || busy, pick);
  const shownError = upload.problem ?? error ?? null;

  return (
    <>
      <Box
        role="group"
        aria-label={label}
        aria-busy={busy}
        data-testid={`${testIdPrefix}-${name}`}
        data-dragging={dragging || undefined}
        {...dragProps}
        sx={[
          {
            gap: 2,
            p: 2,
            border: '1.5px dashed',
            borderColor: dragging ? 'primary.main' : shownError ? 'error.main' : 'divider',
            borderRadius: 2,
            bgcolor: dragging ? 'rgba(15,118,110,0.07)' : 'action.hover',
            opacity: disabled ? 0.7 : 1,
            transition: 'border-color 120ms, background-color 120ms',
          },
          ...(Array.isArray(layoutSx) ? layoutSx : [layoutSx]),
        ]}
      >
        {thumbnail}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {uploading ? (
            <UploadProgress
              fileName={upload.uploadingName}
              percent={upload.progress ?? 0}
              label={label}
              data-testid={`${testIdPrefix}-progress-${name}`}
            />
          ) : hasValue ? (
            valueView
          ) : (
            <DropPrompt dragging={dragging} noun={kind} hint={hint} />
          )}
          <UploadActions
            testIdPrefix={testIdPrefix}
            name={name}
            label={label}
            hasValue={hasValue}
            disabled={disabled}
            busy={busy}
            deleting={upload.deleting}
            buttonRef={buttonRef}
            onChoose={() => inputRef.current?.click()}
            onDelete={onDelete}
          />
          <input
            ref={inputRef}
            type="file"
            hidden
            accept={accept}
            aria-label={`Choose ${label}`}
            disabled={disabled || busy}
            data-testid={`${testIdPrefix}-input-${name}`}
            onChange={(event) => {
              pick(event.target.files);
              // the same file again must still fire a change (e.g. after fixing nothing but retrying)
              event.target.value = '';
            }}
          />
        </Box>
      </Box>
      {shownError && (
        <FormHelperText error role="alert" sx={{ mx: 0, mt: 0.75 }} data-testid={`${testIdPrefix}-error-${name}`}>
          {shownError}
        </FormHelperText>
      )}
    </>
  );
}

/** The frame at a drop zone's start that holds the image preview or the file icon; each field sizes it. */
export function UploadThumbnail({ sx, children, ...rest }: { sx: SxProps<Theme>; children: ReactNode; 'aria-hidden'?: boolean }) {
  return (
    <Box
      {...rest}
      sx={[
        {
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 1.5,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
