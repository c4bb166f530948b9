import CssBaseline from '@mui/material/CssBaseline';
// MUI system's ThemeProvider, not @mui/material/styles' one: that also brings the CSS-variables provider, which this theme does not use.
import { ThemeProvider } from '@mui/system';
import { RouteErrorBoundary } from '../shared/components/RouteErrorBoundary';
import { StoreDataProvider, type StoreDataSource } from '../shared/store-data/StoreDataProvider';
import { AppRoutes } from './router';
import { theme } from './theme';

/**
 * Everything under the router, the same on the server (StaticRouter, in-process queries) and in the
 * browser (BrowserRouter, the page's embedded data), so the browser hydrates what the server rendered.
 */
export function App({ storeData }: { storeData: StoreDataSource }) {
  return (
    <StoreDataProvider source={storeData}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* Last resort when a layout itself crashes; screens are caught inside their layout. */}
        <RouteErrorBoundary resetKey="app">
          <AppRoutes />
        </RouteErrorBoundary>
      </ThemeProvider>
    </StoreDataProvider>
  );
}
