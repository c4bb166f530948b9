import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { GlobalErrorSnackbar } from '../../../shared/errors/GlobalErrorSnackbar';
import { LogoMark } from '../../../shared/components/LogoMark';
import { RouteErrorBoundary } from '../../../shared/components/RouteErrorBoundary';

export interface ExplorerFrameProps {
  /** What is being explored, after the title: the installation id, or the public reference. */
  context: ReactNode;
  back: { href: string; label: string };
  /** A line under the top bar. */
  notice?: ReactNode;
  children: ReactNode;
}

/** A full-screen explorer page: a slim top bar, then GraphiQL filling the rest of the window. */
export function ExplorerFrame({ context, back, notice, children }: ExplorerFrameProps) {
  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }} data-testid="explorer-page">
      <AppBar component="header" position="static" sx={{ borderBottom: 1, borderColor: 'divider' }} data-testid="explorer-top-bar">
        <Toolbar variant="dense" sx={{ gap: 1.5, px: { xs: 1.5, sm: 2 }, minHeight: 52 }}>
          <LogoMark size={26} />
          <Typography
            component="h1"
            sx={{ fontWeight: 700, fontSize: '1rem', whiteSpace: 'nowrap', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
            data-testid="explorer-title"
          >
            {/* a phone has room for the title and a short back button, not the long forms of both */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              App Store ·{' '}
            </Box>
            Query explorer
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}
            data-testid="explorer-context"
          >
            {context}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            href={back.href}
            size="small"
            startIcon={<ArrowBackIcon />}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            // the accessible name holds the visible words at every width ('Back', or the label)
            aria-label={`Back to ${back.label}`}
            data-testid="explorer-back-link"
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {back.label}
            </Box>
            <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
              Back
            </Box>
          </Button>
        </Toolbar>
      </AppBar>
      {notice && (
        <Box
          sx={{ px: { xs: 1.5, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
          data-testid="explorer-notice"
        >
          <Typography variant="body2">{notice}</Typography>
        </Box>
      )}
      <Box component="main" id="main" sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <RouteErrorBoundary resetKey="explorer">{children}</RouteErrorBoundary>
      </Box>
      <GlobalErrorSnackbar />
    </Box>
  );
}
