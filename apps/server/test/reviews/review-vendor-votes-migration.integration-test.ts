import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase, type Database } from '../../src/db/client.ts';
import { createTestDatabase } from '../harness.ts';
import { migrationsUpTo } from '../support/migrations.ts';

/**
 * Migration 0022 (votes and reports of vendors beside those of organisations) on a database with votes and
 * reports: every row stays the organisation's, the counters and the catalogue version stay as they were, and the
 * organisation's unique keys still refuse a repeat.
 */
let database: Database | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

describe('migrating review votes and reports to organisations or vendors', () => {
  it('keeps existing votes, reports and counters, and adds one vote per vendor', async () => {
    database = await createTestDatabase({ migrate: false });
    const folder = migrationsUpTo('0021_review_votes_per_organization');
    try {
      await migrateDatabase(database, folder);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const q = database.rawQuery.bind(database);
    const [org] = await q<{ id: number }>(`insert into organizations (business_name) values ('Voting Partner') returning id`);
    const [user] = await q<{ id: number }>(
      `insert into users (email, password_hash, first_name, last_name, organization_id) values ('p@p.test', 'x', 'A', 'B', $1) returning id`,
      [org!.id],
    );
    const [app] = await q<{ id: number }>(
      `insert into apps (organization_id, name, api_contact_email, api_key, secret_key_encrypted) values ($1, 'Voted App', 'dev@v.test', 'v-key', 'x') returning id`,
      [org!.id],
    );
    const [vendor] = await q<{ id: number }>(`insert into vendors (name, domain, country) values ('V', 'v', 'IS') returning id`);
    const [author] = await q<{ id: number }>(
      `insert into vendor_users (vendor_id, email, password_hash, first_name, last_name) values ($1, 'v@v.test', 'x', 'V', 'V') returning id`,
      [vendor!.id],
    );
    const [review] = await q<{ id: number }>(
      `insert into reviews (app_id, vendor_id, vendor_user_id, rating, title, body, helpful_count, open_reports)
       values ($1, $2, $3, 4, 'T', 'B', 1, 1) returning id`,
      [app!.id, vendor!.id, author!.id],
    );
    const r = review!.id;
    await q(`insert into review_helpful_votes (review_id, organization_id, user_id) values ($1, $2, $3)`, [r, org!.id, user!.id]);
    await q(`insert into review_reports (review_id, organization_id, reporter_user_id, reason) values ($1, $2, $3, 'odd')`, [
      r,
      org!.id,
      user!.id,
    ]);
    const version = async () => (await q<{ version: string }>(`select version::text from catalog_state where id = 1`))[0]?.version;
    const before = await version();

    // up to this migration: 0032 takes partners' votes out of the count
    const upTo = migrationsUpTo('0022_vendor_review_votes');
    try {
      await migrateDatabase(database, upTo);
    } finally {
      rmSync(upTo, { recursive: true, force: true });
    }

    expect(
      await q(`select organization_id, user_id, vendor_id, vendor_user_id from review_helpful_votes where review_id = $1`, [r]),
    ).toEqual([{ organization_id: org!.id, user_id: user!.id, vendor_id: null, vendor_user_id: null }]);
    expect(
      await q(
        `select organization_id, reporter_user_id, vendor_id, reporter_vendor_user_id, reason from review_reports where review_id = $1`,
        [r],
      ),
    ).toEqual([{ organization_id: org!.id, reporter_user_id: user!.id, vendor_id: null, reporter_vendor_user_id: null, reason: 'odd' }]);
    expect(await q(`select helpful_count, open_reports from reviews where id = $1`, [r])).toEqual([{ helpful_count: 1, open_reports: 1 }]);
    expect(await version()).toBe(before);
    // the organisation's key still refuses a repeat; a vendor's vote is a row of its own, once
    await expect(q(`insert into review_helpful_votes (review_id, organization_id) values ($1, $2)`, [r, org!.id])).rejects.toThrow();
    await q(`insert into review_helpful_votes (review_id, vendor_id) values ($1, $2)`, [r, vendor!.id]);
    await expect(q(`insert into review_helpful_votes (review_id, vendor_id) values ($1, $2)`, [r, vendor!.id])).rejects.toThrow();
  });
});
