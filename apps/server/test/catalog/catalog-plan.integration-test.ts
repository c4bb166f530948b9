import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/client.ts';
import { listingPageSql } from '../../src/modules/catalog/catalog.queries.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createListedApp, createOrganization, installForVendors } from '../fixtures.ts';

type PlanNode = { 'Relation Name'?: string; 'Actual Loops'?: number; Plans?: PlanNode[] };

/** How many times the plan reads a table, summed over the loops of every node that scans it. */
function scansOf(plan: PlanNode, table: string): number {
  const own = plan['Relation Name'] === table ? (plan['Actual Loops'] ?? 1) : 0;
  return own + (plan.Plans ?? []).reduce((sum, child) => sum + scansOf(child, table), 0);
}

/** The shape of the store's page statement where it costs per card, whatever the rows it answers. */
describe('the store page statement', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const org = await createOrganization(t.db, 'Plan Labs');
    for (const [name, installs] of [
      ['Busy Sync', 12],
      ['Quiet Sync', 1],
      ['Idle Sync', 0],
    ] as const) {
      const { app } = await createListedApp(t.db, { organizationId: org.id, name });
      await installForVendors(t.db, app.id, installs);
    }
  });
  afterAll(() => t.close());

  it("counts each card's active installs once, not once per install bucket", async () => {
    const page = listingPageSql({ term: null, sorting: 'NEWEST', after: null, limit: 51 });
    const [explained] = await rows<{ 'QUERY PLAN': unknown }>(t.db, sql`explain (analyze, format json) ${page}`);
    const raw = explained!['QUERY PLAN'];
    const [{ Plan: plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    // three cards; NEWEST reads no install count besides the cards' buckets
    expect(scansOf(plan, 'installations')).toBe(3);
    const buckets = await rows<{ name: string; installBucket: number }>(t.db, page);
    expect(buckets.map((r) => [r.name, r.installBucket])).toEqual([
      ['Idle Sync', 0],
      ['Quiet Sync', 0],
      ['Busy Sync', 10],
    ]);
  });
});
