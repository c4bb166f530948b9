import { lazy, type ComponentType } from 'react';

/** A route screen in its own chunk; the layout's Suspense shows 'Loading...' meanwhile. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return <Screen />;
}
