import { lazy, Suspense } from 'react';
import { useErrorSnackbar } from './error-snackbar-store';

// Snackbar, Alert and their transitions load with the first error, not with the store's entry.
const ErrorSnackbar = lazy(() => import('./ErrorSnackbar'));

/** Mounts the global error snackbar once there has been an error to show. */
export function GlobalErrorSnackbar() {
  const { text } = useErrorSnackbar();
  if (text === null) return null;
  return (
    <Suspense fallback={null}>
      <ErrorSnackbar />
    </Suspense>
  );
}
