import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase, type Database } from '../../src/db/client.ts';
import { createTestDatabase } from '../harness.ts';
import { migrationsUpTo } from '../support/migrations.ts';

/**
 * Upgrading a database with votes and reports to one per organisation (migration 0021): each organisation's
 * extra votes and reports go (an open report is kept before a decided one), and the counters the store and the
 * staff queue read are rewritten from what is left.
 */
let database: Database | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

describe('migrating review votes and reports to one per organisation', () => {
  it('keeps one vote and one report per organisation and rewrites the counters', async () => {
    database = await createTestDatabase({ migrate: false });
    const folder = migrationsUpTo('0020_uninstall_reasons');
    try {
      await migrateDatabase(database, folder);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const q = database.rawQuery.bind(database);
    const org = async (name: string) =>
      (await q<{ id: number }>(`insert into organizations (business_name) values ($1) returning id`, [name]))[0]!.id;
    const user = async (orgId: number, email: string) =>
      (
        await q<{ id: number }>(
          `insert into users (email, password_hash, first_name, last_name, organization_id) values ($1, 'x', 'A', 'B', $2) returning id`,
          [email, orgId],
        )
      )[0]!.id;
    const many = await org('Many Members');
    const other = await org('Other Partner');
    const [a1, a2, a3, b1] = [
      await user(many, 'a1@m.test'),
      await user(many, 'a2@m.test'),
      await user(many, 'a3@m.test'),
      await user(other, 'b1@o.test'),
    ];
    const [app] = await q<{ id: number }>(
      `insert into apps (organization_id, name, api_contact_email, api_key, secret_key_encrypted) values ($1, 'Voted App', 'dev@v.test', 'v-key', 'x') returning id`,
      [other],
    );
    const [vendor] = await q<{ id: number }>(`insert into vendors (name, domain, country) values ('V', 'v', 'IS') returning id`);
    const [author] = await q<{ id: number }>(
      `insert into vendor_users (vendor_id, email, password_hash, first_name, last_name) values ($1, 'v@v.test', 'x', 'V', 'V') returning id`,
      [vendor!.id],
    );
    const [review] = await q<{ id: number }>(
      `insert into reviews (app_id, vendor_id, vendor_user_id, rating, title, body, helpful_count, open_reports)
       values ($1, $2, $3, 4, 'T', 'B', 4, 3) returning id`,
      [app!.id, vendor!.id, author!.id],
    );
    const r = review!.id;
    for (const [u, at] of [
      [a2, '2026-01-02'],
      [a1, '2026-01-01'],
      [a3, '2026-01-03'],
      [b1, '2026-01-04'],
    ] as const)
      await q(`insert into review_helpful_votes (review_id, user_id, created_at) values ($1, $2, $3)`, [r, u, at]);
    await q(`insert into review_reports (review_id, reporter_user_id, reason, resolved_at) values ($1, $2, 'decided', now())`, [r, a1]);
    await q(`insert into review_reports (review_id, reporter_user_id, reason) values ($1, $2, 'open first')`, [r, a2]);
    await q(`insert into review_reports (review_id, reporter_user_id, reason) values ($1, $2, 'open later')`, [r, a3]);
    await q(`insert into review_reports (review_id, reporter_user_id, reason) values ($1, $2, 'other')`, [r, b1]);

    // up to this migration: 0032 takes partners' votes out of the count
    const upTo = migrationsUpTo('0021_review_votes_per_organization');
    try {
      await migrateDatabase(database, upTo);
    } finally {
      rmSync(upTo, { recursive: true, force: true });
    }

    const votes = await q<{ organization_id: number; user_id: number }>(
      `select organization_id, user_id from review_helpful_votes where review_id = $1 order by organization_id`,
      [r],
    );
    expect(votes).toEqual([
      { organization_id: many, user_id: a1 },
      { organization_id: other, user_id: b1 },
    ]);
    const reports = await q<{ organization_id: number; reason: string }>(
      `select organization_id, reason from review_reports where review_id = $1 order by organization_id`,
      [r],
    );
    expect(reports).toEqual([
      { organization_id: many, reason: 'open first' },
      { organization_id: other, reason: 'other' },
    ]);
    expect(await q(`select helpful_count, open_reports from reviews where id = $1`, [r])).toEqual([{ helpful_count: 2, open_reports: 2 }]);
  });
});
