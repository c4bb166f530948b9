import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, devMails, organizations, users } from '../../src/db/schema/index.ts';
import { withoutRequestIds } from '../support/request-ids.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { mailSent } from '../support/mail.ts';
import { createTeam } from '../fixtures.ts';

const LOGIN = `mutation($account: AppAccountLoginInput!) { appAccountLogin(account: $account) { id } }`;
const ME = `{ me { id orgId orgName } }`;
const USER = `query($id: ID!) { appAccountUser(id: $id) { id email firstName } }`;
const LIST = `query($filter: AppAccountUserFilter, $first: Int, $after: String) { appAccountUserList(filter: $filter, first: $first, after: $after) {
  totalCount edges { node { email } } pageInfo { hasNextPage endCursor } } }`;
const CREATE = `mutation($u: AppAccountUserCreateInput!) { appAccountUserCreate(userInfo: $u) { id email orgName accountOwner } }`;
const UPDATE = `mutation($id: ID!, $u: AppAccountUserUpdateInput!) { appAccountUserUpdate(id: $id, userInfo: $u) { id firstName lastName email } }`;
const DELETE = `mutation($id: ID!) { appAccountUserDelete(id: $id) }`;
const ORG = `query($id: ID!) { appOrg(id: $id) { businessName termsApiAgreed } }`;
const ORG_UPDATE = `mutation($id: ID!, $o: AppOrgInput!) { appOrgUpdate(id: $id, orgInfo: $o) { node { businessName supportEmail } } }`;
const ORGS = `query($q: String) { organizations(searchTerm: $q) { totalCount edges { node { id businessName organizationId } } } }`;
const DISGUISE = `mutation($id: ID!) { appAccountUserChangeOrg(id: $id) { id orgId orgName disguised ownOrgId } }`;
const ME_DISGUISE = `{ me { orgId disguised ownOrgId } }`;

const orgInput = (businessName: string) => ({
  businessName,
  websiteUrl: 'https://acme.example',
  businessEmail: 'hello@acme.example',
  supportEmail: 'help@acme.example',
  phoneNumber: '+1 555 0100',
  emergencyDeveloperEmail: 'oncall@acme.example',
  emergencyDeveloperPhoneNumber: '+1 555 0199',
  termsApiAgreed: true,
  termsPartnerAgreed: true,
});

describe('team and organisation', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof createTeam>>;
  let globex: Awaited<ReturnType<typeof createTeam>>;
  let staff: Awaited<ReturnType<typeof createTeam>>;
  const cookies: Record<string, string> = {};

  async function login(email: string, password = 'team-pass-123') {
    const r = await t.gql(LOGIN, { account: { email, password } });
    if (r.errors) throw new Error(r.errors[0]!.message);
    return String([r.headers['set-cookie']].flat()[0]).split(';')[0]!;
  }
  const as = (who: string) => ({ cookie: cookies[who]! });
  const classification = (r: { errors?: { extensions: { classification: string } }[] }) => r.errors?.[0]?.extensions.classification;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createTeam(t.db, 'Acme');
    globex = await createTeam(t.db, 'Globex');
    staff = await createTeam(t.db, 'Staff', { ownerAdmin: true });
    cookies.acmeOwner = await login(acme.owner.email);
    cookies.acmeMember = await login(acme.member.email);
    cookies.globexOwner = await login(globex.owner.email);
    cookies.admin = await login(staff.owner.email);
  });
  afterAll(() => t.close());

  it('refuses every operation without a session with an UnauthorizedError', async () => {
    for (const [query, variables] of [
      [USER, { id: String(acme.owner.id) }],
      [LIST, {}],
      [ORG, { id: String(acme.org.id) }],
      [DELETE, { id: String(acme.member.id) }],
    ] as const) {
      expect(classification(await t.gql(query, variables))).toBe('UnauthorizedError');
    }
  });

  it("lists and searches only the caller's organisation", async () => {
    const all = await t.gql(LIST, {}, as('acmeMember'));
    expect(all.data.appAccountUserList.totalCount).toBe(2);
    expect(all.data.appAccountUserList.edges.map((e: any) => e.node.email).sort()).toEqual([acme.member.email, acme.owner.email].sort());
    const search = await t.gql(LIST, { filter: { searchTerm: 'MILO' } }, as('acmeOwner'));
    expect(search.data.appAccountUserList.edges.map((e: any) => e.node.email)).toEqual([acme.member.email]);
    const paged = await t.gql(LIST, { first: 1 }, as('acmeOwner'));
    expect(paged.data.appAccountUserList.pageInfo.hasNextPage).toBe(true);
    const next = await t.gql(LIST, { first: 1, after: paged.data.appAccountUserList.pageInfo.endCursor }, as('acmeOwner'));
    expect(next.data.appAccountUserList.edges).toHaveLength(1);
    expect(next.data.appAccountUserList.pageInfo.hasNextPage).toBe(false);
  });

  it("answers another organisation's users and organisation exactly as missing ones", async () => {
    const missing = await t.gql(USER, { id: '999999' }, as('globexOwner'));
    for (const [query, variables] of [
      [USER, { id: String(acme.member.id) }],
      [UPDATE, { id: String(acme.member.id), u: { firstName: 'X', lastName: 'Y' } }],
      [DELETE, { id: String(acme.member.id) }],
    ] as const) {
      const r = await t.gql(query, variables, as('globexOwner'));
      const { message, extensions } = withoutRequestIds(r).errors![0]!;
      const expected = withoutRequestIds(missing).errors![0]!;
      expect({ message, extensions }).toEqual({ message: expected.message, extensions: expected.extensions });
    }
    const org = await t.gql(ORG, { id: String(acme.org.id) }, as('globexOwner'));
    expect(org.errors?.[0]).toMatchObject({ message: 'Organization not found', extensions: { classification: 'NotFoundError' } });
    const orgUpdate = await t.gql(ORG_UPDATE, { id: String(acme.org.id), o: orgInput('Hijacked') }, as('globexOwner'));
    expect(classification(orgUpdate)).toBe('NotFoundError');
    const [unchanged] = await t.db.select().from(organizations).where(eq(organizations.id, acme.org.id));
    expect(unchanged!.businessName).toBe('Acme');
    const [member] = await t.db.select().from(users).where(eq(users.id, acme.member.id));
    expect(member!.firstName).toBe('Milo');
  });

  it('lets only the account owner create users, and mails the new user', async () => {
    const input = { firstName: 'Nia', lastName: 'New', email: 'nia@acme.test', password: 'welcome-123' };
    expect(classification(await t.gql(CREATE, { u: input }, as('acmeMember')))).toBe('ForbiddenError');
    const bad = await t.gql(CREATE, { u: { ...input, password: 'short' } }, as('acmeOwner'));
    expect(bad.errors?.[0]?.extensions.fields).toEqual([
      { field: 'password', message: 'You must provide at least 8 characters for a password' },
    ]);
    const long = await t.gql(CREATE, { u: { ...input, firstName: 'A'.repeat(256) } }, as('acmeOwner'));
    expect(long.errors?.[0]?.extensions.fields).toEqual([{ field: 'firstName', message: 'Max 255 chars' }]);
    const created = await t.gql(CREATE, { u: input }, as('acmeOwner'));
    expect(created.data.appAccountUserCreate).toMatchObject({ email: 'nia@acme.test', orgName: 'Acme', accountOwner: false });
    await mailSent(t.db);
    const [mail] = await t.db.select().from(devMails).where(eq(devMails.to, 'nia@acme.test'));
    expect(mail!.subject).toBe('You have been added to Acme');
    expect(mail!.links).toContain('http://store.test/developer/login');
    await login('nia@acme.test', 'welcome-123');
    const dup = await t.gql(CREATE, { u: { ...input, email: 'NIA@acme.test' } }, as('acmeOwner'));
    expect(dup.errors?.[0]?.extensions.fields).toEqual([{ field: 'email', message: 'An account with this email already exists' }]);
  });

  it('lets members edit only themselves, and never the e-mail', async () => {
    const other = await t.gql(UPDATE, { id: String(acme.owner.id), u: { firstName: 'Evil', lastName: 'Edit' } }, as('acmeMember'));
    expect(classification(other)).toBe('ForbiddenError');
    const self = await t.gql(
      UPDATE,
      { id: String(acme.member.id), u: { firstName: 'Milo', lastName: 'Renamed', email: 'x@y.z' } },
      as('acmeMember'),
    );
    expect(classification(self)).toBe('ValidationError'); // email is not an input field at all
    const ok = await t.gql(
      UPDATE,
      { id: String(acme.member.id), u: { firstName: 'Milo', lastName: 'Renamed', password: '' } },
      as('acmeMember'),
    );
    expect(ok.data.appAccountUserUpdate).toMatchObject({ lastName: 'Renamed', email: acme.member.email });
    const byOwner = await t.gql(UPDATE, { id: String(acme.member.id), u: { firstName: '', lastName: 'X' } }, as('acmeOwner'));
    expect(byOwner.errors?.[0]?.extensions.fields).toEqual([{ field: 'firstName', message: 'First Name is required' }]);
  });

  it("ends the user's other sessions when their password changes", async () => {
    const second = await login(acme.member.email);
    const r = await t.gql(
      UPDATE,
      { id: String(acme.member.id), u: { firstName: 'Milo', lastName: 'Acme', password: 'new-member-pass' } },
      as('acmeMember'),
    );
    expect(r.errors).toBeUndefined();
    expect((await t.gql(ME, {}, as('acmeMember'))).data.me).not.toBeNull();
    expect((await t.gql(ME, {}, { cookie: second })).data.me).toBeNull();
    cookies.acmeMember = await login(acme.member.email, 'new-member-pass');
  });

  it('lets the owner remove others but not themselves, ending the removed sessions at once', async () => {
    expect(classification(await t.gql(DELETE, { id: String(acme.owner.id) }, as('acmeOwner')))).toBe('ForbiddenError');
    expect(classification(await t.gql(DELETE, { id: String(acme.owner.id) }, as('acmeMember')))).toBe('ForbiddenError');
    expect((await t.gql(ME, {}, as('acmeMember'))).data.me).not.toBeNull();
    expect((await t.gql(DELETE, { id: String(acme.member.id) }, as('acmeOwner'))).data).toEqual({ appAccountUserDelete: true });
    expect((await t.gql(ME, {}, as('acmeMember'))).data.me).toBeNull();
    expect(classification(await t.gql(LIST, {}, as('acmeMember')))).toBe('UnauthorizedError');
  });

  it('updates the organisation with the spec rules, owners only', async () => {
    const bad = await t.gql(ORG_UPDATE, { id: String(acme.org.id), o: { ...orgInput(''), termsApiAgreed: false } }, as('acmeOwner'));
    expect(bad.errors?.[0]?.extensions.fields).toEqual([
      { field: 'businessName', message: 'Business name is required' },
      { field: 'termsApiAgreed', message: 'You must agree to our API Terms' },
    ]);
    const ok = await t.gql(ORG_UPDATE, { id: String(acme.org.id), o: orgInput('Acme Tours Software') }, as('acmeOwner'));
    expect(ok.data.appOrgUpdate.node).toEqual({ businessName: 'Acme Tours Software', supportEmail: 'help@acme.example' });
    expect((await t.gql(ME, {}, as('acmeOwner'))).data.me.orgName).toBe('Acme Tours Software');
    expect((await t.gql(ORG, { id: String(acme.org.id) }, as('acmeOwner'))).data.appOrg).toEqual({
      businessName: 'Acme Tours Software',
      termsApiAgreed: true,
    });

    // fields left out keep their values; the website must be a web address
    const partial = await t.gql(ORG_UPDATE, { id: String(acme.org.id), o: { businessName: 'Acme Tours' } }, as('acmeOwner'));
    expect(partial.data.appOrgUpdate.node).toEqual({ businessName: 'Acme Tours', supportEmail: 'help@acme.example' });
    const script = await t.gql(ORG_UPDATE, { id: String(acme.org.id), o: { websiteUrl: 'javascript:alert(1)' } }, as('acmeOwner'));
    expect(script.errors?.[0]?.extensions.fields).toEqual([{ field: 'websiteUrl', message: 'Website must be a valid URL' }]);
  });

  it('lets staff list organisations and disguise as one, recording the real user', async () => {
    expect(classification(await t.gql(ORGS, {}, as('globexOwner')))).toBe('ForbiddenError');
    expect(classification(await t.gql(DISGUISE, { id: String(acme.org.id) }, as('globexOwner')))).toBe('ForbiddenError');
    const orgs = await t.gql(ORGS, { q: 'glob' }, as('admin'));
    expect(orgs.data.organizations.edges.map((e: any) => e.node.businessName)).toEqual(['Globex']);

    const disguised = await t.gql(DISGUISE, { id: String(globex.org.id) }, as('admin'));
    expect(disguised.data.appAccountUserChangeOrg).toMatchObject({
      orgId: String(globex.org.id),
      orgName: 'Globex',
      disguised: true,
      ownOrgId: String(staff.org.id),
    });
    expect((await t.gql(ME, {}, as('admin'))).data.me.orgName).toBe('Globex');
    // the portal's disguise bar reads these, and ends the disguise by changing back to ownOrgId
    expect((await t.gql(ME_DISGUISE, {}, as('admin'))).data.me).toEqual({
      orgId: String(globex.org.id),
      disguised: true,
      ownOrgId: String(staff.org.id),
    });
    expect((await t.gql(ME_DISGUISE, {}, as('globexOwner'))).data.me).toMatchObject({ disguised: false, ownOrgId: String(globex.org.id) });
    const team = await t.gql(LIST, {}, as('admin'));
    expect(team.data.appAccountUserList.edges.map((e: any) => e.node.email)).toContain(globex.member.email);
    await t.gql(UPDATE, { id: String(globex.member.id), u: { firstName: 'Helped', lastName: 'ByStaff' } }, as('admin'));
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.update')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ actorUserId: staff.owner.id, organizationId: globex.org.id, targetId: String(globex.member.id) });
    expect(entry!.details).toMatchObject({ disguised: true });

    const removeOwner = await t.gql(DELETE, { id: String(globex.owner.id) }, as('admin'));
    expect(removeOwner.errors?.[0]).toMatchObject({
      message: 'The account owner cannot be removed',
      extensions: { classification: 'ForbiddenError' },
    });
    expect(await t.db.select().from(users).where(eq(users.id, globex.owner.id))).toHaveLength(1);

    const back = await t.gql(DISGUISE, { id: String(staff.org.id) }, as('admin'));
    expect(back.data.appAccountUserChangeOrg).toMatchObject({ orgId: String(staff.org.id), disguised: false });
    expect((await t.gql(ME, {}, as('admin'))).data.me.orgName).toBe('Staff');
    expect(classification(await t.gql(DISGUISE, { id: '999999' }, as('admin')))).toBe('NotFoundError');
  });

  it("ends a disguise at the session's next request once the staff role is removed, and audits the end once", async () => {
    expect((await t.gql(DISGUISE, { id: String(globex.org.id) }, as('admin'))).errors).toBeUndefined();
    const disguiseEntries = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'organization.disguise')).orderBy(auditLog.id);
    const before = (await disguiseEntries()).length;
    // no mutation takes the staff role away: it goes in the database, so the session read has to notice
    await t.db.update(users).set({ adminUser: false }).where(eq(users.id, staff.owner.id));

    expect((await t.gql(ME, {}, as('admin'))).data.me).toMatchObject({ orgId: String(staff.org.id), orgName: 'Staff' });
    expect(classification(await t.gql(USER, { id: String(globex.member.id) }, as('admin')))).toBe('NotFoundError');
    const team = await t.gql(LIST, {}, as('admin'));
    expect(team.data.appAccountUserList.edges.map((e: any) => e.node.email).sort()).toEqual([staff.member.email, staff.owner.email].sort());
    expect(classification(await t.gql(DISGUISE, { id: String(globex.org.id) }, as('admin')))).toBe('ForbiddenError');

    const ended = (await disguiseEntries()).slice(before);
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({
      actorUserId: staff.owner.id,
      organizationId: staff.org.id,
      targetType: 'organization',
      targetId: String(staff.org.id),
    });
    expect(ended[0]!.details).toEqual({ from: globex.org.id, reason: 'staff role removed', disguised: false });

    // giving the role back does not bring the old disguise back
    await t.db.update(users).set({ adminUser: true }).where(eq(users.id, staff.owner.id));
    expect((await t.gql(ME, {}, as('admin'))).data.me.orgName).toBe('Staff');
  });
});
