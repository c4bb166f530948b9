import { BrowserRouter } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouteErrorBoundary } from '../shared/components/RouteErrorBoundary';
import { apolloClient } from './apollo';
import { AppRoutes } from './router';
import { theme } from './theme';

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          {/* Last resort when a layout itself crashes; screens are caught inside their layout. */}
          <RouteErrorBoundary resetKey="app">
            <AppRoutes />
          </RouteErrorBoundary>
        </BrowserRouter>
      </ThemeProvider>
    </ApolloProvider>
  );
}
