import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows as sqlRows } from '../../src/db/client.ts';
import { csvStream } from '../../src/lib/csv.ts';
import { auditLogExport } from '../../src/modules/audit/audit-log.service.ts';
import { findViewer, readCookie, SESSION_COOKIE } from '../../src/modules/accounts/sessions.ts';
import { CREATE, classification, fieldMessages, readyApp, twoOrganizationsAndStaff } from '../apps-session.ts';

const LOG = `query($filter: AuditLogFilter, $first: Int, $after: String) { auditLog(filter: $filter, first: $first, after: $after) {
  totalCount edges { node { action kind description byStaff actor { id name } createdAt } } pageInfo { hasNextPage endCursor } } }`;
const PLATFORM = `query($filter: AuditLogFilter) { platformAuditLog(filter: $filter, first: 100) {
  totalCount edges { node { action description organizationName actor { name } } } } }`;
const ACTORS = `{ auditLogActors { id name } }`;
const REVEAL = `mutation($id: ID!) { appCredentialsReveal(id: $id) { secretKey } }`;
const DISGUISE = `mutation($id: ID!) { appAccountUserChangeOrg(id: $id) { orgId } }`;
const REJECT = `mutation($id: ID!, $reason: String!) { appReviewReject(id: $id, reason: $reason) { id status } }`;

type Node = { action: string; kind: string | null; description: string; byStaff: boolean; actor: { id: string; name: string } | null };
const nodes = (r: { data: { auditLog: { edges: { node: Node }[] } } }) => r.data.auditLog.edges.map((e) => e.node);

describe('the audit log', () => {
  const ctx = twoOrganizationsAndStaff();
  const exportCsv = (cookie: string, query = '', headers: Record<string, string> = {}) =>
    ctx.t.app.inject({ method: 'GET', url: `/appstore/exports/audit-log.csv${query}`, headers: { cookie, ...headers } });

  it("shows the organisation's members who did what, described, newest first; another organisation's entries never", async () => {
    const { t, as } = ctx;
    const app = (await t.gql(CREATE, { a: readyApp('Ledger Pal') }, as.acmeOwner)).data.appCreate;
    await t.gql(CREATE, { a: readyApp('Globex Secret App') }, as.globexOwner);
    const reveal = await t.gql(REVEAL, { id: app.id }, as.acmeMember);
    expect(reveal.errors).toBeUndefined();

    const r = await t.gql(LOG, {}, as.acmeMember);
    expect(r.errors).toBeUndefined();
    const list = nodes(r);
    expect(list.slice(0, 2)).toMatchObject([
      {
        action: 'app.credentials.reveal',
        kind: 'CREDENTIALS',
        description: 'Revealed the secret key of app “Ledger Pal”',
        actor: { name: 'Milo Acme' },
      },
      { action: 'app.create', kind: 'APPS', description: 'Created app “Ledger Pal”', actor: { name: 'Olive Acme' }, byStaff: false },
    ]);
    expect(JSON.stringify(list)).not.toContain('Globex');
    expect((await t.gql(ACTORS, {}, as.acmeMember)).data.auditLogActors.map((a: { name: string }) => a.name)).toEqual([
      'Milo Acme',
      'Olive Acme',
    ]);
  });

  it('filters by person, kind and UTC days, and pages by keyset', async () => {
    const { t, as, acme } = ctx;
    for (let i = 0; i < 5; i++) await t.gql(CREATE, { a: readyApp(`Paged ${i}`) }, as.acmeOwner);
    const byMember = nodes(await t.gql(LOG, { filter: { actorId: String(acme.member.id) } }, as.acmeOwner));
    expect(byMember.length).toBeGreaterThan(0);
    expect(byMember.every((n) => n.actor?.name === 'Milo Acme')).toBe(true);
    const credentials = nodes(await t.gql(LOG, { filter: { kind: 'CREDENTIALS' } }, as.acmeOwner));
    expect(credentials.map((n) => n.action)).toEqual(['app.credentials.reveal']);

    const today = new Date().toISOString().slice(0, 10);
    expect(nodes(await t.gql(LOG, { filter: { from: today, to: today } }, as.acmeOwner)).length).toBeGreaterThan(5);
    expect(nodes(await t.gql(LOG, { filter: { from: '2020-01-01', to: '2020-01-31' } }, as.acmeOwner))).toEqual([]);
    expect(fieldMessages(await t.gql(LOG, { filter: { from: '2026-02-30' } }, as.acmeOwner))).toEqual([
      'from: Enter the first day as YYYY-MM-DD',
    ]);
    expect(fieldMessages(await t.gql(LOG, { filter: { from: '2026-03-02', to: '2026-03-01' } }, as.acmeOwner))).toEqual([
      'to: The last day cannot be before the first day',
    ]);

    const all = nodes(await t.gql(LOG, { first: 100 }, as.acmeOwner));
    const first = await t.gql(LOG, { first: 3 }, as.acmeOwner);
    expect(first.data.auditLog.pageInfo.hasNextPage).toBe(true);
    const second = await t.gql(LOG, { first: 3, after: first.data.auditLog.pageInfo.endCursor }, as.acmeOwner);
    expect([...nodes(first), ...nodes(second)]).toEqual(all.slice(0, 6));
    expect(first.data.auditLog.totalCount).toBe(all.length);
    expect(classification(await t.gql(LOG, { after: 'garbage' }, as.acmeOwner))).toBe('ValidationError');
  });

  it('puts staff decisions and disguise sessions, with what was done in them, in the organisation’s log', async () => {
    const { t, as, acme } = ctx;
    const app = (await t.gql(CREATE, { a: readyApp('Reviewed') }, as.acmeOwner)).data.appCreate;
    await t.db.execute(sql`update apps set status = 'IN_REVIEW' where id = ${Number(app.id)}`);
    expect((await t.gql(REJECT, { id: app.id, reason: 'Icon is blurry' }, as.admin)).errors).toBeUndefined();

    await t.gql(DISGUISE, { id: String(acme.org.id) }, as.admin);
    await t.gql(CREATE, { a: readyApp('Made By Staff') }, as.admin);
    await t.gql(DISGUISE, { id: String(ctx.staff.org.id) }, as.admin);

    const list = nodes(await t.gql(LOG, { first: 5 }, as.acmeOwner));
    expect(list.slice(0, 4)).toMatchObject([
      {
        action: 'organization.disguise.end',
        byStaff: true,
        description: 'Platform staff stopped acting for this organization',
        // the partner learns that staff acted, not who: no staff name, address or user id leaves the platform
        actor: null,
      },
      { action: 'app.create', byStaff: true, description: 'Created app “Made By Staff”' },
      { action: 'organization.disguise', byStaff: true, description: 'Platform staff started acting for this organization (disguise)' },
      { action: 'app.review.rejected', byStaff: true, kind: 'REVIEW', description: 'Rejected app “Reviewed”: Icon is blurry' },
    ]);
    expect(JSON.stringify(list)).not.toContain('Olive Staff');
    expect(list.filter((n) => n.byStaff).map((n) => n.actor)).toEqual([null, null, null, null]);
    // nor does the person filter tell which entries one staff member made
    const byStaffId = await t.gql(LOG, { filter: { actorId: String(ctx.staff.owner.id) } }, as.acmeOwner);
    expect(byStaffId.errors).toBeUndefined();
    expect(byStaffId.data.auditLog.totalCount).toBe(0);
    expect((await t.gql(ACTORS, {}, as.acmeOwner)).data.auditLogActors.map((a: { name: string }) => a.name)).not.toContain('Olive Staff');
    const csv = await exportCsv(as.acmeOwner.cookie);
    // the owner is an Olive too: look for the staff member's full name and address
    expect(csv.body).not.toContain('Olive Staff');
    expect(csv.body).not.toContain(ctx.staff.owner.email);
    expect(csv.body).toContain('Platform staff');
    // staff's own log still names them
    const platform = (await t.gql(PLATFORM, { filter: { organizationId: String(acme.org.id) } }, as.admin)).data.platformAuditLog;
    expect(platform.edges.map((e: { node: { actor: { name: string } | null } }) => e.node.actor?.name)).toContain('Olive Staff');
  });

  it('gives staff a platform-wide log filtered by organisation, and no one else', async () => {
    const { t, as, globex } = ctx;
    expect(classification(await t.gql(PLATFORM, {}, as.acmeOwner))).toBe('ForbiddenError');
    const all = (await t.gql(PLATFORM, {}, as.admin)).data.platformAuditLog;
    expect(new Set(all.edges.map((e: { node: { organizationName: string } }) => e.node.organizationName))).toEqual(
      new Set(['Acme', 'Globex', 'Staff']),
    );
    const one = (await t.gql(PLATFORM, { filter: { organizationId: String(globex.org.id) } }, as.admin)).data.platformAuditLog;
    expect(one.edges.map((e: { node: { organizationName: string } }) => e.node.organizationName)).toEqual(['Globex']);
    const res = await ctx.t.app.inject({ method: 'GET', url: '/appstore/exports/platform-audit-log.csv', headers: as.acmeOwner });
    expect(res.statusCode).toBe(403);
  });

  it('exports the filtered log as a CSV attachment; another organisation’s answers as missing, no session 401', async () => {
    const { as, globex } = ctx;
    const res = await exportCsv(as.acmeMember.cookie, '?kind=CREDENTIALS');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Date (UTC)","Person","Email","Platform staff","Kind","Action","Description"');
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2}T[\d:.]+Z,"Milo Acme","member@acme\.test","no","CREDENTIALS","app\.credentials\.reveal","Revealed the secret key of app “Ledger Pal”"$/,
    );
    expect(lines).toHaveLength(3);

    expect((await exportCsv(as.acmeMember.cookie, `?organizationId=${globex.org.id}`)).statusCode).toBe(404);
    expect((await exportCsv('')).statusCode).toBe(401);
    expect((await exportCsv(as.acmeMember.cookie, '?from=yesterday')).statusCode).toBe(400);
  });

  it('refuses an export another site asks for (a link or navigation carries the SameSite=Lax cookie)', async () => {
    const { as } = ctx;
    expect((await exportCsv(as.acmeOwner.cookie, '', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await exportCsv(as.acmeOwner.cookie, '', { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await exportCsv(as.acmeOwner.cookie, '', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await exportCsv(as.acmeOwner.cookie, '', { 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    expect((await exportCsv(as.acmeOwner.cookie, '?from=0000-01-01')).statusCode).toBe(400);
  });

  it('streams 50,000 entries in keyset batches: a paused download holds a bounded part of them', async () => {
    const { t, as, acme } = ctx;
    await t.db.execute(sql`
      insert into audit_log (actor_user_id, organization_id, action, target_type, target_id, details, created_at)
      select ${acme.owner.id}, ${acme.org.id}, 'organization.update', 'organization', ${String(acme.org.id)}, '{"disguised": false}'::jsonb,
             now() - make_interval(secs => g)
      from generate_series(1, 50000) g`);
    const viewer = (await findViewer(t.db, readCookie(as.acmeOwner.cookie, SESSION_COOKIE)))!;
    const file = await auditLogExport(t.db, viewer, { kind: 'ORGANIZATION' });
    let pulled = 0;
    async function* counted() {
      for await (const row of file.rows) {
        pulled++;
        yield row;
      }
    }
    const stream = csvStream(file.header, counted());
    await new Promise((resolve) => stream.once('data', resolve));
    stream.pause();
    await new Promise((r) => setTimeout(r, 100));
    // one batch of 1,000 read from the database and what the stream's buffer holds, not the 50,000
    expect(pulled).toBeLessThanOrEqual(2_000);
    stream.resume();
    let lines = 1;
    for await (const chunk of stream) lines += (chunk.toString().match(/\r\n/g) ?? []).length;
    expect(pulled).toBe(50_000);
    expect(lines).toBeGreaterThanOrEqual(50_001);

    const res = await ctx.t.app.inject({ method: 'GET', url: '/appstore/exports/audit-log.csv?kind=ORGANIZATION', headers: as.acmeOwner });
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(50_001);
    const [count] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where organization_id = ${acme.org.id} and action = 'organization.update'`,
    );
    expect(Number(count!.n)).toBe(50_000);
  }, 120_000);
});
