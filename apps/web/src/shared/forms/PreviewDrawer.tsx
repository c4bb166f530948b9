import { useCallback, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ThemeProvider, unstable_createBreakpoints as createBreakpoints, type Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { drawerBreakpoints, PREVIEW_SIZE_LABELS, PREVIEW_SIZES, previewDrawerWidth, type PreviewSize } from './preview-drawer-size';
import { UI } from '../ui';

export interface PreviewDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => UI.wideLayoutPx,
  );
}

/**
 * Spec §2: a preview beside the page in a right-hand drawer, Small, Medium or Large. Its content is laid
 * out for the drawer's width, not the window's, so the preview looks as it would on a screen that size.
 */
export function PreviewDrawer({ open, onClose, title, children }: PreviewDrawerProps) {
  const [size, setSize] = useState<PreviewSize>('medium');
  const windowWidth = useWindowWidth();
  const width = previewDrawerWidth(size, windowWidth);
  // Below the wide layout every size takes the whole window, so the choice would do nothing.
  const sizeChoice = windowWidth >= UI.wideLayoutPx;
  const titleId = useId();

  const contentTheme = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      // only values and unit: passing the outer up()/down() along would keep them in the new object
      breakpoints: createBreakpoints({
        unit: outer.breakpoints.unit,
        values: drawerBreakpoints(outer.breakpoints.values, windowWidth, width),
      }),
    }),
    [windowWidth, width],
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      data-testid="preview-drawer"
      // above the partner area's top bar, which itself sits above the side drawer
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width, maxWidth: '100%', bgcolor: 'background.default' },
        },
      }}
    >
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          minHeight: 56,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {sizeChoice && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={size}
            onChange={(_, next: PreviewSize | null) => next && setSize(next)}
            aria-label="Preview size"
          >
            {PREVIEW_SIZES.map((option) => (
              <ToggleButton key={option} value={option} sx={{ px: 1.5, py: 0.25 }} data-testid={`preview-size-${option}`}>
                {PREVIEW_SIZE_LABELS[option]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <Tooltip title="Close preview">
          <IconButton onClick={onClose} aria-label="Close preview" edge="end" data-testid="preview-close">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <ThemeProvider theme={contentTheme}>
        <Box sx={{ flex: 1 }} data-testid="preview-content">
          {children}
        </Box>
      </ThemeProvider>
    </Drawer>
  );
}
