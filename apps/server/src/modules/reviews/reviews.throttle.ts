import type { Db } from '../../db/client.ts';
import { RateLimitedError } from '../../lib/errors.ts';
import { takeAttempt, tryAgainIn, type ThrottleRule } from '../accounts/throttle.ts';

/**
 * Reviewing actions (writing or editing a review, marking one helpful, reporting one) per user: far above what
 * a person does, low enough that a script cannot flood the store or the staff queue. The counter lives in the
 * database (rate_limits), so every server process takes from the same one.
 */
export const REVIEW_ACTIONS_PER_USER: ThrottleRule = { limit: 20, windowSeconds: 60 * 60 };

export const REVIEW_ACTIONS_LIMITED = 'Too many review actions.';

/**
 * Who acts: a partner user (store API) or a vendor user (the vendor's review form, the store's Helpful and Report on
 * the vendor session). Their ids are separate id spaces, so each has its own key prefix and never shares a bucket.
 */
export type ReviewActor = { partnerUserId: number } | { vendorUserId: number };

const keyOf = (actor: ReviewActor) =>
  'partnerUserId' in actor ? `review-action:user:${actor.partnerUserId}` : `review-action:vendor-user:${actor.vendorUserId}`;

/** Takes one reviewing action from the actor's counter, or refuses with RateLimitedError before anything is written. */
export async function takeReviewAction(db: Db, actor: ReviewActor): Promise<void> {
  const taken = await takeAttempt(db, [{ key: keyOf(actor), rule: REVIEW_ACTIONS_PER_USER }]);
  if ('retryAfterSeconds' in taken)
    throw new RateLimitedError(`${REVIEW_ACTIONS_LIMITED} ${tryAgainIn(taken.retryAfterSeconds)}`, taken.retryAfterSeconds);
}
