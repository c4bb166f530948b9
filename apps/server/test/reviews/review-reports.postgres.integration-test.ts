import pg from 'pg';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewReports, reviews } from '../../src/db/schema/index.ts';
import { insertReport, OPEN_PARTNER_REPORTS_PER_REVIEW } from '../../src/modules/reviews/reviews.queries.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { usePostgresDatabase } from '../harness.ts';
import { createReviewer } from '../support/review-fixtures.ts';

/** Whether another session of this database waits for a lock. */
async function waitingForLock(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
  );
  return rows[0].n > 0;
}

/**
 * Organisations' reports of one review racing for the last place among those that wait for staff: each report
 * takes the review's row lock before it counts, so one that starts while another is being written waits for it,
 * then sees it. Without the lock both would count the same waiting reports and both be queued.
 */
describe('reports of one review under concurrent writes (PostgreSQL)', () => {
  const server = usePostgresDatabase();

  it(`queues no more than ${OPEN_PARTNER_REPORTS_PER_REVIEW} organisations’ reports when two race for the last place`, async () => {
    const db = server.database.db;
    const developer = await createOrganization(db, 'Reported Devs');
    const { app } = await createListedApp(db, { organizationId: developer.id, name: 'Reported App' });
    const { vendor, user } = await createReviewer(db, 'Reviewed Tours');
    const [review] = await db
      .insert(reviews)
      .values({ appId: app.id, vendorId: vendor.id, vendorUserId: user.id, rating: 1, title: 'Bad', body: 'Bad.' })
      .returning();
    const reporters = [];
    for (let i = 0; i <= OPEN_PARTNER_REPORTS_PER_REVIEW; i++) reporters.push(await createOrganization(db, `Reporter ${i}`));
    const voter = (organizationId: number) => ({ organizationId, userId: null, vendorId: null, vendorUserId: null });
    // all places but the last taken
    for (const org of reporters.slice(0, OPEN_PARTNER_REPORTS_PER_REVIEW - 1))
      await db.transaction((tx) => insertReport(tx, { reviewId: review!.id, voter: voter(org.id), reason: org.businessName }));

    const first = new pg.Client({ connectionString: server.url });
    await first.connect();
    try {
      // one report is being written, as insertReport writes it: the review's row lock, then the report
      const last = reporters[OPEN_PARTNER_REPORTS_PER_REVIEW - 1]!;
      await first.query('begin');
      await first.query('select id from reviews where id = $1 for update', [review!.id]);
      await first.query(`insert into review_reports (review_id, organization_id, reason) values ($1, $2, 'last place')`, [
        review!.id,
        last.id,
      ]);
      await first.query('update reviews set open_reports = open_reports + 1 where id = $1', [review!.id]);
      // another organisation's report meanwhile
      const late = reporters[OPEN_PARTNER_REPORTS_PER_REVIEW]!;
      const racing = db.transaction((tx) => insertReport(tx, { reviewId: review!.id, voter: voter(late.id), reason: 'too late' }));
      const deadline = Date.now() + 10_000;
      while (!(await waitingForLock(first)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await waitingForLock(first)).toBe(true);
      await first.query('commit');
      expect(await racing).toBe(false);
    } finally {
      await first.end();
    }
    const waiting = await db
      .select()
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewId, review!.id), isNotNull(reviewReports.organizationId), isNull(reviewReports.resolvedAt)));
    expect(waiting.map((r) => r.reason).sort()).toEqual(
      [...reporters.slice(0, OPEN_PARTNER_REPORTS_PER_REVIEW - 1).map((o) => o.businessName), 'last place'].sort(),
    );
    expect((await db.select().from(reviews).where(eq(reviews.id, review!.id)))[0]!.openReports).toBe(OPEN_PARTNER_REPORTS_PER_REVIEW);
  });
});
