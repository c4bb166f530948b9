import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimErrors,
  CLAIM_GRACE_MS,
  dismissErrors,
  errorSnackbarState,
  holdNetworkErrors,
  NETWORK_GRACE_MS,
  reportErrors,
} from './error-snackbar-store';

beforeEach(() => {
  vi.useFakeTimers();
  dismissErrors();
});
afterEach(() => vi.useRealTimers());

describe('the snackbar shows an error only when no screen shows it (each error once)', () => {
  it('shows an error nobody took, after the grace period', () => {
    reportErrors(['Unexpected error'], 'req-1');
    expect(errorSnackbarState().open).toBe(false);
    vi.advanceTimersByTime(CLAIM_GRACE_MS);
    expect(errorSnackbarState()).toEqual({ text: 'Unexpected error.', requestId: 'req-1', open: true });
  });

  it('never shows an error a form or a page took in time', () => {
    reportErrors(['Invalid email or password'], 'req-2');
    claimErrors(['Invalid email or password'], 'req-2');
    vi.advanceTimersByTime(CLAIM_GRACE_MS * 10);
    expect(errorSnackbarState().open).toBe(false);
  });

  it('matches by request id: a screen may show only some messages of its request', () => {
    reportErrors(['Name is required', 'Max 30 chars'], 'req-3');
    claimErrors(['Name is required'], 'req-3');
    vi.advanceTimersByTime(CLAIM_GRACE_MS);
    expect(errorSnackbarState().open).toBe(false);
  });

  it('closes the snackbar when a screen takes the error it already shows', () => {
    reportErrors(['Unexpected error'], 'req-4');
    vi.advanceTimersByTime(CLAIM_GRACE_MS);
    claimErrors(['Unexpected error'], 'req-4');
    expect(errorSnackbarState().open).toBe(false);
  });

  it("leaves another request's error alone", () => {
    reportErrors(['Unexpected error'], 'req-5');
    claimErrors(['Unexpected error'], 'req-6');
    vi.advanceTimersByTime(CLAIM_GRACE_MS);
    expect(errorSnackbarState()).toMatchObject({ open: true, requestId: 'req-5' });
  });

  it('keeps network failures out while a screen says the server is out of reach, even one reported just before', () => {
    reportErrors(["Can't reach the server."], undefined, { network: true });
    const release = holdNetworkErrors();
    reportErrors(["Can't reach the server."], undefined, { network: true });
    vi.advanceTimersByTime(NETWORK_GRACE_MS);
    expect(errorSnackbarState().open).toBe(false);
    release();
    reportErrors(["Can't reach the server."], undefined, { network: true });
    vi.advanceTimersByTime(CLAIM_GRACE_MS);
    expect(errorSnackbarState().open, 'a network failure waits longer for a screen to say so').toBe(false);
    vi.advanceTimersByTime(NETWORK_GRACE_MS);
    expect(errorSnackbarState().open).toBe(true);
  });
});
