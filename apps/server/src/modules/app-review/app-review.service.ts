import { LIMITS, reviewReasonSchema } from '@appstore/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { defineCursor, pageSize, toConnection } from '../../lib/paging.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit, auditFor, requireAdmin } from '../accounts/viewer.ts';
import { findAnyApp, findOrganizationApp, type AppRow } from '../apps/apps.queries.ts';
import { findReviewQueuePage, recordReviewDecision } from '../apps/app-review-events.queries.ts';
import { APP_NOT_FOUND } from '../apps/apps.service.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { reviewDecisionMail } from '../mail/templates.ts';
import { organizationRecipients } from '../organizations/organization-recipients.ts';

export interface ReviewDeps {
  db: Db;
  config: Config;
  mail: MailOutbox;
}

/** Staff only: public apps waiting for review, the longest-waiting first. */
const REVIEW_QUEUE_CURSOR = defineCursor('appReviewQueue', ['id']);

export async function listReviewQueue(db: Db, viewer: Viewer, args: { first?: number | null; after?: string | null }) {
  requireAdmin(viewer);
  const size = pageSize(args.first, LIMITS.appListPageSize);
  const after = REVIEW_QUEUE_CURSOR.decode(args.after);
  const { page, total } = await findReviewQueuePage(db, size, after ? after[0] : null);
  return toConnection(page, size, total, (app) => REVIEW_QUEUE_CURSOR.encode([app.id]), after !== null);
}

/** Staff only: any organisation's app, for the review screen. */
export async function getAppForReview(db: Db, viewer: Viewer, id: string | number): Promise<AppRow> {
  requireAdmin(viewer);
  const app = await findAnyApp(db, id);
  if (!app) throw new NotFoundError(APP_NOT_FOUND);
  return app;
}

type Decision = 'APPROVED' | 'REJECTED' | 'UNPUBLISHED';

/** Changes the status of any organisation's app under a row lock, if it is in the expected status. */
async function decide(
  deps: ReviewDeps,
  viewer: Viewer,
  id: string | number,
  expected: AppRow['status'],
  next: { status: AppRow['status']; decision: Decision | 'WITHDRAWN'; reason?: string | null },
  findApp: (tx: Db) => Promise<AppRow | null>,
  /** What commits with the decision: its audit entry and the partner's e-mail. */
  along: (tx: Db, app: AppRow) => Promise<void>,
): Promise<AppRow> {
  const decided = await deps.db.transaction(async (tx) => {
    const app = await findApp(tx);
    if (!app || app.type !== 'PUBLIC') throw new NotFoundError(APP_NOT_FOUND);
    if (app.status !== expected)
      throw new ConflictError(`The app is ${app.status.toLowerCase().replace('_', ' ')}, not ${expected.toLowerCase().replace('_', ' ')}`);
    const changed = await recordReviewDecision(tx, app, {
      ...next,
      reason: next.reason ?? null,
      actorUserId: viewer.user.id,
      at: new Date(),
    });
    await along(tx, changed);
    return changed;
  });
  deps.mail.wake();
  return decided;
}

/** Any organisation's live app, locked for a status change. */
const lockAny = (id: string | number) => (tx: Db) => findAnyApp(tx, id, true);

export async function approveApp(deps: ReviewDeps, viewer: Viewer, id: string | number): Promise<AppRow> {
  requireAdmin(viewer);
  return decide(deps, viewer, id, 'IN_REVIEW', { status: 'PUBLISHED', decision: 'APPROVED' }, lockAny(id), (tx, app) =>
    recordAndMail(deps, tx, viewer, app, 'APPROVED'),
  );
}

export async function rejectApp(deps: ReviewDeps, viewer: Viewer, id: string | number, reasonInput: unknown): Promise<AppRow> {
  requireAdmin(viewer);
  const reason = parseInput(reviewReasonSchema, reasonInput);
  return decide(deps, viewer, id, 'IN_REVIEW', { status: 'REJECTED', decision: 'REJECTED', reason }, lockAny(id), (tx, app) =>
    recordAndMail(deps, tx, viewer, app, 'REJECTED', reason),
  );
}

/**
 * PUBLISHED → UNPUBLISHED: staff may unpublish any app (the partner is told why by e-mail); a partner may
 * withdraw their own. The app leaves the store at once and can be submitted again.
 */
export async function unpublishApp(deps: ReviewDeps, viewer: Viewer, id: string | number, reasonInput?: string | null): Promise<AppRow> {
  const own = await findOrganizationApp(deps.db, viewer.organization.id, id);
  if (own || !viewer.user.adminUser) {
    if (!own) throw new NotFoundError(APP_NOT_FOUND);
    return decide(
      deps,
      viewer,
      id,
      'PUBLISHED',
      { status: 'UNPUBLISHED', decision: 'WITHDRAWN' },
      (tx) => findOrganizationApp(tx, viewer.organization.id, id, true),
      (tx, app) => audit(tx, viewer, 'app.withdraw', { type: 'app', id: app.id }),
    );
  }
  const reason = reasonInput?.trim() ? parseInput(reviewReasonSchema, reasonInput) : null;
  return decide(deps, viewer, id, 'PUBLISHED', { status: 'UNPUBLISHED', decision: 'UNPUBLISHED', reason }, lockAny(id), (tx, app) =>
    recordAndMail(deps, tx, viewer, app, 'UNPUBLISHED', reason ?? undefined),
  );
}

async function recordAndMail(deps: ReviewDeps, tx: Db, viewer: Viewer, app: AppRow, decision: Decision, reason?: string) {
  await auditFor(tx, viewer, app.organizationId, `app.review.${decision.toLowerCase()}`, { type: 'app', id: app.id }, { reason });
  const dashboardLink = `${deps.config.publicUrl}/extranet/apps/${app.id}/dashboard`;
  const recipients = await organizationRecipients(tx, app.organizationId);
  await deps.mail.queue(
    tx,
    recipients.map((to) => reviewDecisionMail({ to, appName: app.name, decision, reason, dashboardLink })),
  );
}
