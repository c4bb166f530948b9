import type { ErrorLike } from '@apollo/client';
import { collectErrors, isUnexpected, requestIdOfErrors, type ReportedError } from './collect-errors';
import { claimErrors } from './error-snackbar-store';
import { joinErrorMessages } from './error-messages';

/** An error as a screen shows it in place (a form's banner, a dialog, an error page). */
export interface ShownError {
  message: string;
  /** The server's id of the request, for a failure nobody expected: the user quotes it to support. */
  requestId?: string;
  /** The request got no answer (offline): offer to send it again. */
  network: boolean;
}

function asErrorLike(error: unknown): ErrorLike {
  return error && typeof error === 'object' && 'message' in error ? (error as ErrorLike) : new Error('Something went wrong');
}

/** The text and request id an error would have in the snackbar (what claimErrors must match). */
function snackbarForm(reported: readonly ReportedError[]) {
  return { messages: reported.map((e) => e.message), requestId: requestIdOfErrors(reported) };
}

/** Keeps a failed request's errors out of the global snackbar, because the screen shows them itself. */
export function claimError(error: unknown): ReportedError[] {
  const reported = collectErrors(asErrorLike(error));
  const { messages, requestId } = snackbarForm(reported);
  claimErrors(messages, requestId);
  return reported;
}

/** Describes reported errors for showing in place; `reported` may be a part of them (those not shown on fields). */
export function shownError(reported: readonly ReportedError[]): ShownError | null {
  const message = joinErrorMessages(reported.map((e) => e.message));
  if (!message) return null;
  const unexpected = reported.filter(isUnexpected);
  return { message, requestId: requestIdOfErrors(unexpected), network: reported.some((e) => e.network) };
}

/**
 * The screen shows this error itself (spec §8: one place for each error): it leaves the snackbar, and this is
 * what to show.
 */
export function errorShownHere(error: unknown): ShownError {
  return shownError(claimError(error)) ?? { message: 'Something went wrong.', network: false };
}
