export interface SaveState {
  /** The form differs from what was loaded. */
  dirty: boolean;
  /** The form's data is still loading. */
  loading?: boolean;
  submitting: boolean;
  /** The user may save this form (e.g. only account owners edit other users). */
  allowed?: boolean;
}

/** Spec §2: Save is disabled when the form is unchanged, loading, submitting or not allowed. */
export function isSaveDisabled({ dirty, loading = false, submitting, allowed = true }: SaveState): boolean {
  return !dirty || loading || submitting || !allowed;
}
