import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container, { type ContainerProps } from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { ShownError } from '../errors/shown-here';
import { FormErrorBanner } from './FormErrorBanner';
import { isSaveDisabled, type SaveState } from './save-state';

export const DELETE_CONFIRM_TITLE = 'Are you sure?';
export const DELETE_CONFIRM_TEXT = 'You are about to delete this entity. Please confirm.';
export const DELETE_CONFIRM_LABEL = 'Yes, delete';

/** Space kept between a focused field and the bar: one line of helper or error text and a gap. */
const HELPER_TEXT_ROOM = 32;

export interface FormBottomBarProps extends SaveState {
  /** The server's error, in a red banner above the buttons (spec §8). */
  error?: ShownError | null;
  /** A success message in the same place, e.g. after saving a form that stays open. */
  notice?: string | null;
  /** Where Cancel leads; without it (and without onCancel) there is no Cancel button. */
  cancelHref?: string;
  onCancel?: () => void;
  /** Shows Delete; called after the user confirms. */
  onDelete?: () => Promise<unknown> | void;
  onPreview?: () => void;
  saveLabel?: string;
  /** Lines the buttons up with the page content above. */
  maxWidth?: ContainerProps['maxWidth'];
}

/**
 * Spec §2 "Forms have a fixed bottom bar": Delete (after 'Are you sure?'), Preview, Cancel and Save.
 * It sits inside the form (Save submits it) and stays at the bottom of the window while the form scrolls.
 */
export function FormBottomBar({
  error,
  notice,
  cancelHref,
  onCancel,
  onDelete,
  onPreview,
  saveLabel = 'Save',
  maxWidth = 'md',
  ...saveState
}: FormBottomBarProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const busy = saveState.submitting || deleting;
  const barRef = useRef<HTMLDivElement>(null);

  // The browser scrolls a focused field into the window, not above this bar: on a phone the bar can cover the
  // field being typed in (and its error under it). A field that gets focus behind the bar is scrolled above it.
  useEffect(() => {
    const bar = barRef.current;
    const form = bar?.closest('form');
    if (!bar || !form) return;
    // focus from a press (mouse, touch) is where the user is looking already, and scrolling between the press
    // and its release would move the button away from under the pointer and lose the click
    let pressing = false;
    const onPress = () => (pressing = true);
    const onRelease = () => (pressing = false);
    const onFocus = (event: FocusEvent) => {
      const field = event.target;
      if (pressing || !(field instanceof HTMLElement) || bar.contains(field)) return;
      // room for the helper or error text under the field
      const covered = field.getBoundingClientRect().bottom + HELPER_TEXT_ROOM - bar.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered });
    };
    form.addEventListener('focusin', onFocus);
    window.addEventListener('pointerdown', onPress, true);
    window.addEventListener('pointerup', onRelease, true);
    window.addEventListener('pointercancel', onRelease, true);
    return () => {
      form.removeEventListener('focusin', onFocus);
      window.removeEventListener('pointerdown', onPress, true);
      window.removeEventListener('pointerup', onRelease, true);
      window.removeEventListener('pointercancel', onRelease, true);
    };
  }, []);

  const confirmDelete = async () => {
    if (!onDelete) return;
    setDeleting(true);
    try {
      await onDelete();
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <Box
      ref={barRef}
      role="region"
      aria-label="Form actions"
      data-testid="form-bottom-bar"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mt: 'auto',
        bgcolor: 'rgba(255,255,255,0.96)',
        backdropFilter: 'saturate(180%) blur(8px)',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -8px 24px -20px rgba(15,60,55,0.45)',
      }}
    >
      <Container maxWidth={maxWidth} sx={{ py: 1.5 }}>
        {(error || notice) && (
          <Box sx={{ mb: 1.5 }}>
            {error ? (
              <FormErrorBanner error={error} />
            ) : (
              <Alert severity="success" role="status" data-testid="form-notice">
                {notice}
              </Alert>
            )}
          </Box>
        )}
        <Stack direction="row" spacing={1} alignItems="center">
          {onDelete && (
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setConfirming(true)}
              disabled={busy || saveState.allowed === false}
              data-testid="form-delete"
              sx={{ px: { xs: 1, sm: 2 } }}
            >
              Delete
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {onPreview && (
            <Button variant="outlined" onClick={onPreview} disabled={saveState.loading} data-testid="form-preview">
              Preview
            </Button>
          )}
          {(cancelHref || onCancel) && (
            <Button color="inherit" href={cancelHref} onClick={onCancel} disabled={busy} data-testid="form-cancel">
              Cancel
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={isSaveDisabled(saveState) || deleting}
            startIcon={saveState.submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            data-testid="form-save"
            sx={{ minWidth: 96 }}
          >
            {saveLabel}
          </Button>
        </Stack>
      </Container>
      {onDelete && (
        <ConfirmDialog
          open={confirming}
          title={DELETE_CONFIRM_TITLE}
          text={[DELETE_CONFIRM_TEXT]}
          confirmLabel={DELETE_CONFIRM_LABEL}
          cancelLabel="Cancel"
          onConfirm={() => void confirmDelete()}
          onClose={() => setConfirming(false)}
          busy={deleting}
          destructive
          data-testid="delete-confirm-dialog"
        />
      )}
    </Box>
  );
}
