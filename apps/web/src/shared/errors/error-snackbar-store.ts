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

/**
 * How long a failed request's errors wait before they reach the snackbar: time for the screen that made the
 * request to take them (a form's banner and fields, a dialog, an error page), so no error shows twice.
 */
export const CLAIM_GRACE_MS = 150;
/**
 * A request that got no answer waits longer: the screen's own queries are then failing too (after their retries),
 * and its notice that the server is out of reach is the one place to say so.
 */
export const NETWORK_GRACE_MS = 3000;

/** Errors of the same failed request: its id (a screen may show only some of its errors), else the same texts. */
function fingerprint(text: string, requestId: string | undefined): string {
  return requestId ? `id:${requestId}` : `text:${text}`;
}

const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; network: boolean }>();

function cancel(key: string) {
  clearTimeout(pending.get(key)?.timer);
  pending.delete(key);
}

/** Screens now saying the server is out of reach (ConnectionProblem): their retries' failures need no snackbar. */
let connectionNotices = 0;

/** A screen says the server is out of reach; the returned function says it no longer does. */
export function holdNetworkErrors(): () => void {
  connectionNotices += 1;
  for (const [key, entry] of pending) if (entry.network) cancel(key);
  let released = false;
  return () => {
    if (!released) connectionNotices -= 1;
    released = true;
  };
}

/**
 * A failed request's errors, for the snackbar unless the screen shows them itself: they show after a grace
 * period unless claimErrors took them first (or, for a request that got no answer, a connection notice is up).
 */
export function reportErrors(messages: readonly string[], requestId?: string, { network = false } = {}): void {
  const text = joinErrorMessages(messages);
  if (!text || (network && connectionNotices > 0)) return;
  const key = fingerprint(text, requestId);
  cancel(key);
  const timer = setTimeout(
    () => {
      pending.delete(key);
      showErrors(messages, requestId);
    },
    network ? NETWORK_GRACE_MS : CLAIM_GRACE_MS,
  );
  pending.set(key, { timer, network });
}

/**
 * The screen shows these errors itself (spec §8's banner, a field, an error page): keep them out of the
 * snackbar, and close it if it already shows them.
 */
export function claimErrors(messages: readonly string[], requestId?: string): void {
  const text = joinErrorMessages(messages);
  const key = fingerprint(text, requestId);
  cancel(key);
  if (state.open && state.text !== null && fingerprint(state.text, state.requestId) === key) dismissErrors();
}
function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: ErrorSnackbarState = { text: null, open: false };

/** What the snackbar shows now. */
export function errorSnackbarState(): ErrorSnackbarState {
  return state;
}

export function useErrorSnackbar(): ErrorSnackbarState {
  return useSyncExternalStore(subscribe, errorSnackbarState, () => serverState);
}
