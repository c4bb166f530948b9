import { z } from 'zod';

/**
 * Why a vendor uninstalled an app: asked on the vendor's uninstall page, skippable, and shown to the
 * app's partner only, in the reports, never in public.
 */
export const UNINSTALL_REASONS = ['NOT_NEEDED', 'TOO_EXPENSIVE', 'MISSING_FEATURES', 'DID_NOT_WORK', 'SWITCHED_APP', 'OTHER'] as const;
export type UninstallReason = (typeof UNINSTALL_REASONS)[number];

export const UNINSTALL_REASON_LABELS: Record<UninstallReason, string> = {
  NOT_NEEDED: "Didn't need it any more",
  TOO_EXPENSIVE: 'Too expensive',
  MISSING_FEATURES: 'Missing features',
  DID_NOT_WORK: "Didn't work as expected / bugs",
  SWITCHED_APP: 'Switched to another app',
  OTHER: 'Other',
};

/** The report's label for uninstalls whose vendor skipped the question. */
export const NO_REASON_LABEL = 'No reason given';

export const UNINSTALL_COMMENT_MAX = 500;

/**
 * The fewest uninstalls (answered or skipped) of one app that the reports show together: the partner learns from
 * its webhooks which vendors uninstalled, so a smaller group would narrow an answer down to one of a few of them.
 */
export const UNINSTALL_REASONS_MIN_GROUP = 5;

export const UNINSTALL_REASON_MESSAGES = {
  reason: 'Choose one of the reasons in the list',
  reasonForComment: 'Choose the reason your comment is about (or Other)',
  commentMax: `Keep the comment to ${UNINSTALL_COMMENT_MAX} characters or fewer`,
} as const;

export function isUninstallReason(value: unknown): value is UninstallReason {
  return typeof value === 'string' && (UNINSTALL_REASONS as readonly string[]).includes(value);
}

/**
 * The uninstall page's answer as the form posts it (strings; an unchecked radio is absent). Both empty means
 * the vendor gave no reason, which is allowed: the answer is then `{ reason: null, comment: null }`. A comment
 * needs a reason, so every stored comment is counted under one.
 */
export const uninstallReasonSchema = z
  .object({
    reason: z
      .string()
      .optional()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isUninstallReason(v), UNINSTALL_REASON_MESSAGES.reason),
    comment: z
      .string()
      .optional()
      // line breaks count as one character, as the browser's maxlength counts them; control characters (NUL
      // above all, which PostgreSQL's text refuses) are dropped
      .transform((v) =>
        (v ?? '')
          .replace(/\r\n?/g, '\n')
          // eslint-disable-next-line no-control-regex
          .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
          .trim(),
      )
      .refine((v) => [...v].length <= UNINSTALL_COMMENT_MAX, UNINSTALL_REASON_MESSAGES.commentMax)
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.comment !== null && v.reason === null)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: UNINSTALL_REASON_MESSAGES.reasonForComment });
  })
  .transform((v) => ({ reason: v.reason as UninstallReason | null, comment: v.comment }));

export type UninstallReasonAnswer = z.infer<typeof uninstallReasonSchema>;
