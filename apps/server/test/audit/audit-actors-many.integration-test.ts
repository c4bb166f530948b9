import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createOrganization, createTeam } from '../fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { loginCookie } from '../apps-session.ts';

/** More people than one statement can name by parameters (PostgreSQL's protocol carries at most 65,535). */
const PEOPLE = 66_000;

describe("the platform log's person filter on a platform of many people", () => {
  let t: TestApp;
  let staff: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    const team = await createTeam(t.db, 'Staff', { ownerAdmin: true });
    staff = await loginCookie(t, team.owner.email);
    const crowd = (await createOrganization(t.db, 'Crowd')).id;
    await t.db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, organization_id)
      select 'person' || n || '@crowd.test', 'x', 'Person', lpad(n::text, 6, '0'), ${crowd}
      from generate_series(1, ${PEOPLE}) n`);
    await t.db.execute(sql`
      insert into audit_log (actor_user_id, organization_id, action, target_type, target_id)
      select id, organization_id, 'app.create', 'app', '1' from users where organization_id = ${crowd}`);
  }, 120_000);
  afterAll(() => t.close());

  it('names the first 500 of them by name, in one answer', async () => {
    const r = await t.gql(`{ platformAuditLogActors { name } }`, {}, staff);
    expect(r.errors).toBeUndefined();
    const names = r.data.platformAuditLogActors.map((a: { name: string }) => a.name);
    expect(names).toHaveLength(500);
    expect(names.slice(0, 2)).toEqual(['Person 000001', 'Person 000002']);
    expect(names.at(-1)).toBe('Person 000500');
  }, 60_000);
});
