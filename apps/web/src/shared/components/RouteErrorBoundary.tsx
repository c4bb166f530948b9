import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';
import { isScreenLoadFailure, ScreenLoadFailed } from './ScreenLoadFailed';

export interface RouteErrorBoundaryProps {
  /** The boundary starts over when this changes (the current path), so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
}

/** Spec §2: a crashed screen shows the error page with code 404 and the error text. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Something went wrong.') };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen crashed', error, info.componentStack);
  }

  override render() {
    // a screen that could not be downloaded did not crash: the connection did
    if (isScreenLoadFailure(this.state.error)) return <ScreenLoadFailed />;
    if (this.state.error) return <ErrorPage code={404} message={errorText(this.state.error)} />;
    return this.props.children;
  }
}
