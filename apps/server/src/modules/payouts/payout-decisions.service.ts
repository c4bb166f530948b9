import { and, eq } from 'drizzle-orm';
import { formatUsdCents, payoutRejectReasonSchema } from '@appstore/shared';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payouts, payoutSettings } from '../../db/schema/payouts.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { auditFor, requireAdmin } from '../accounts/viewer.ts';
import { organizationRecipients } from '../organizations/organization-recipients.ts';
import { parseId } from '../apps/apps.queries.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { payoutDecisionMail } from '../mail/templates.ts';
import { findPayoutView, PAYOUT_NOT_FOUND, type PayoutView } from './payouts.service.ts';
import { formatDay } from '@appstore/shared/dates/format';

export interface PayoutReviewDeps {
  db: Db;
  config: Config;
  mail: MailOutbox;
}

type Decision = 'PAID' | 'REJECTED';

/** Staff only: REQUESTED → PAID. */
export function markPayoutPaid(deps: PayoutReviewDeps, viewer: Viewer, id: string | number): Promise<PayoutView> {
  requireAdmin(viewer);
  return decide(deps, viewer, id, 'PAID', null);
}

/** Staff only: REQUESTED → REJECTED with a reason the partner sees on the edit page and in the e-mail. */
export function rejectPayout(deps: PayoutReviewDeps, viewer: Viewer, id: string | number, reasonInput: unknown): Promise<PayoutView> {
  requireAdmin(viewer);
  const { reason } = parseInput(z.object({ reason: payoutRejectReasonSchema }), { reason: reasonInput });
  return decide(deps, viewer, id, 'REJECTED', reason);
}

/** A conditional update, so that two staff members deciding at once cannot both succeed. */
async function decide(
  deps: PayoutReviewDeps,
  viewer: Viewer,
  id: string | number,
  decision: Decision,
  reason: string | null,
): Promise<PayoutView> {
  const payoutId = parseId(id);
  const now = new Date();
  // the decision, its audit entry and its e-mails commit together
  const payout = await deps.db.transaction(async (tx) => {
    const [row] =
      payoutId === null
        ? []
        : await tx
            .update(payouts)
            .set({ status: decision, reason, decidedByUserId: viewer.user.id, decidedAt: now, updatedAt: now })
            .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'REQUESTED')))
            .returning({ id: payouts.id });
    const decided = await findPayoutView(tx, id);
    if (!decided) throw new NotFoundError(PAYOUT_NOT_FOUND);
    if (!row) throw new ConflictError(`The payout request is ${decided.status.toLowerCase()}, not requested`);
    await auditFor(
      tx,
      viewer,
      decided.organizationId,
      `payout.${decision === 'PAID' ? 'paid' : 'reject'}`,
      { type: 'payout', id: decided.id },
      { reason: reason ?? undefined },
    );
    await mailDecision(deps, tx, decided, decision);
    return decided;
  });
  deps.mail.wake();
  return payout;
}

/**
 * The organisation's account owners, business e-mail and payout contact (from the payout settings) hear about
 * it; a rejection links to the edit page.
 */
async function mailDecision(deps: PayoutReviewDeps, tx: Db, payout: PayoutView, decision: Decision) {
  const payoutsLink = `${deps.config.publicUrl}/extranet/payouts${decision === 'REJECTED' ? `/request/${payout.id}` : ''}`;
  const periodText = `${formatDay(payout.periodFrom, 'UTC')} – ${formatDay(payout.periodTo, 'UTC')}`;
  const [settings] = await tx
    .select({ email: payoutSettings.payoutContactEmail })
    .from(payoutSettings)
    .where(eq(payoutSettings.organizationId, payout.organizationId));
  const recipients = await organizationRecipients(tx, payout.organizationId, [settings?.email]);
  await deps.mail.queue(
    tx,
    recipients.map((to) =>
      payoutDecisionMail({
        to,
        decision,
        periodText,
        amountText: formatUsdCents(payout.amount),
        reason: payout.reason ?? undefined,
        payoutsLink,
      }),
    ),
  );
}
