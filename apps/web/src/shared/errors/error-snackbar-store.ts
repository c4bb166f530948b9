import { useSyncExternalStore } from 'react';
import { joinErrorMessages } from './error-messages';

/**
 * The global error snackbar's state: the last text, and whether it is open. Closing keeps the
 * text so the snackbar can fade out with it.
 */
export interface ErrorSnackbarState {
  text: string | null;
  /** The server's id of the failed request, shown for the user to quote to support. */
  requestId?: string;
  open: boolean;
}

type Listener = () => void;

let state: ErrorSnackbarState = { text: null, open: false };
const listeners = new Set<Listener>();

function set(next: ErrorSnackbarState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function showErrors(messages: readonly string[], requestId?: string): void {
  const text = joinErrorMessages(messages);
  if (text) set({ text, requestId, open: true });
}

export function dismissErrors(): void {
  if (state.open) set({ ...state, open: false });
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: ErrorSnackbarState = { text: null, open: false };

export function useErrorSnackbar(): ErrorSnackbarState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
