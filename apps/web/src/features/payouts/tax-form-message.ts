/** What the tax form page posts to the portal once the form is saved (GET /appstore/tax-form). */
export const TAX_FORM_SAVED_MESSAGE = 'tax-form-saved';

/**
 * Whether a window message is the tax form frame saying it saved: from our own origin (the page is ours,
 * served by the same server) and from that frame, never from another window or site.
 */
export function isTaxFormSaved(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; frame: unknown },
): boolean {
  if (event.origin !== expected.origin || !expected.frame || event.source !== expected.frame) return false;
  const data = event.data as { type?: unknown } | null;
  return typeof data === 'object' && data !== null && data.type === TAX_FORM_SAVED_MESSAGE;
}
