import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { NETWORK_ERROR_TITLE } from '../errors/network-texts';
import { PageContainer } from './PageContainer';
import { StoreButton } from './StoreButton';

/**
 * A screen whose code could not be downloaded (offline while opening a screen not visited before). The failed
 * download stays failed until the page loads again, so Retry reloads, and so does the browser coming back online.
 * Built from the store's own pieces: nothing more has to be downloaded to show it.
 */
export function ScreenLoadFailed() {
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <PageContainer maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }} data-testid="screen-load-failed">
      <Typography variant="h4" component="h1">
        {NETWORK_ERROR_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        This screen could not be loaded. Check your internet connection; the page loads again by itself when you are back online.
      </Typography>
      <StoreButton variant="contained" sx={{ mt: 4 }} onClick={() => window.location.reload()} data-testid="screen-load-retry">
        Retry
      </StoreButton>
    </PageContainer>
  );
}

/** The browser's words for a module (a screen's chunk) that could not be fetched, in Chromium, Firefox and Safari. */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isScreenLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}
