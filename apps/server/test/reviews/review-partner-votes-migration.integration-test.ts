import { afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, type Database } from '../../src/db/client.ts';
import { createTestDatabase } from '../harness.ts';
import { migrateUpTo } from '../support/migrations.ts';

/**
 * Migration 0032 (Helpful counts tour operators only) on a database with partners' and vendors' votes: every vote
 * row stays, and each review's helpful_count becomes the number of its vendors' votes, without touching when the
 * review was last edited.
 */
let database: Database | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

describe('migrating Helpful to tour operators only', () => {
  it("recounts each review's helpful marks from vendors' votes, and keeps partners' votes as rows", async () => {
    database = await createTestDatabase({ migrate: false });
    await migrateUpTo(database, '0029_webhook_access_accept');
    const q = database.rawQuery.bind(database);
    const one = async (text: string, params: unknown[] = []) => (await q<{ id: number }>(text, params))[0]!.id;
    const developer = await one(`insert into organizations (business_name) values ('Developer') returning id`);
    const partner = await one(`insert into organizations (business_name) values ('Voting Partner') returning id`);
    const partnerUser = await one(
      `insert into users (email, password_hash, first_name, last_name, organization_id) values ('p@p.test', 'x', 'A', 'B', $1) returning id`,
      [partner],
    );
    const app = await one(
      `insert into apps (organization_id, name, api_contact_email, api_key, secret_key_encrypted) values ($1, 'Voted App', 'dev@v.test', 'v-key', 'x') returning id`,
      [developer],
    );
    const vendor = async (name: string) => {
      const id = await one(`insert into vendors (name, domain, country) values ($1, $1, 'IS') returning id`, [name]);
      const user = await one(
        `insert into vendor_users (vendor_id, email, password_hash, first_name, last_name) values ($1, $2, 'x', 'V', 'V') returning id`,
        [id, `${name}@v.test`],
      );
      return { id, user };
    };
    const [author, tours, boats] = [await vendor('author'), await vendor('tours'), await vendor('boats')];
    const edited = '2026-01-02 03:04:05+00';
    const review = async (by: { id: number; user: number }, helpfulCount: number) =>
      one(
        `insert into reviews (app_id, vendor_id, vendor_user_id, rating, title, body, helpful_count, updated_at)
         values ($1, $2, $3, 4, 'T', 'B', $4, $5) returning id`,
        [app, by.id, by.user, helpfulCount, edited],
      );
    // a partner's and two vendors' votes; a vendor's alone; a partner's alone
    const [mixed, vendorsOnly, partnerOnly] = [await review(author, 3), await review(tours, 1), await review(boats, 1)];
    const partnerVote = (r: number) =>
      q(`insert into review_helpful_votes (review_id, organization_id, user_id) values ($1, $2, $3)`, [r, partner, partnerUser]);
    const vendorVote = (r: number, v: { id: number; user: number }) =>
      q(`insert into review_helpful_votes (review_id, vendor_id, vendor_user_id) values ($1, $2, $3)`, [r, v.id, v.user]);
    await partnerVote(mixed);
    await vendorVote(mixed, tours);
    await vendorVote(mixed, boats);
    await vendorVote(vendorsOnly, boats);
    await partnerVote(partnerOnly);

    await migrateDatabase(database, migrationsFolder);

    expect(await q(`select id, helpful_count, updated_at = $1::timestamptz as "unedited" from reviews order by id`, [edited])).toEqual([
      { id: mixed, helpful_count: 2, unedited: true },
      { id: vendorsOnly, helpful_count: 1, unedited: true },
      { id: partnerOnly, helpful_count: 0, unedited: true },
    ]);
    expect(await q(`select count(*)::int as n from review_helpful_votes where organization_id = $1`, [partner])).toEqual([{ n: 2 }]);
    // the partner's rows still hold its key: it cannot vote on those reviews again, even by writing rows
    await expect(q(`insert into review_helpful_votes (review_id, organization_id) values ($1, $2)`, [mixed, partner])).rejects.toThrow();
  });
});
