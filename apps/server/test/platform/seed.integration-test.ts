import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { priceLabel } from '@appstore/shared';
import { rows } from '../../src/db/client.ts';
import { verifyPassword } from '../../src/modules/accounts/passwords.ts';
import { findUnclaimedPayout } from '../../src/modules/payouts/unclaimed-payout.ts';
import { IMAGE_VARIANTS_QUEUE, makeImageVariants } from '../../src/modules/files/image-variants.service.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData, seedDemoDataIfEmpty } from '../../src/seed/seed.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { loginCookie } from '../apps-session.ts';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // as two servers starting together on one empty database do
    const seed = () => seedDemoDataIfEmpty({ db: t.db, storage: t.storage, secretKey: 'k'.repeat(64) });
    seededTogether = await Promise.allSettled([seed(), seed()]);
  }, 180_000);
  afterAll(() => t.close());
  let seededTogether: PromiseSettledResult<boolean>[];

  it('seeds only an empty database, once when two servers start on it together', async () => {
    expect(seededTogether.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason?.cause ?? r.reason))).sort()).toEqual([
      false,
      true,
    ]);
    expect(await seedDemoDataIfEmpty({ db: t.db, storage: t.storage, secretKey: 'k'.repeat(64) })).toBe(false);
    expect(await seedDemoData({ db: t.db, storage: t.storage, secretKey: 'k'.repeat(64) }, { onlyIfEmpty: true })).toBe(false);
  });

  it('publishes at least 60 apps whose cards cover every price label of spec §4', async () => {
    const r = await t.gql(`{ publicAppListings(first: 100) { totalCount edges { node { name chargeType freeTrialDays oneTimeChargeAmount
      icon { sourceUrl width height } pricePlans { pricePlan { monthlyAmount yearlyAmount bookingFeePercentage } } } } } }`);
    expect(r.errors).toBeUndefined();
    const cards = r.data.publicAppListings.edges.map((e: any) => e.node);
    expect(r.data.publicAppListings.totalCount).toBeGreaterThanOrEqual(60);
    const labels = new Set(cards.map((c: any) => priceLabel({ ...c, pricePlans: c.pricePlans.map((p: any) => p.pricePlan) })));
    const shapes = [...labels].map((l) => String(l).replace(/\d+(\.\d+)?/g, 'N'));
    for (const expected of [
      'Free to install',
      'Free',
      'One time fee of $N',
      'Invalid price',
      'Free plan available',
      'N day free trial',
      '$N/yearly',
      '$N/monthly',
    ]) {
      expect(shapes, expected).toContain(expected);
    }
    expect(cards.some((c: any) => c.pricePlans.some((p: any) => p.pricePlan.bookingFeePercentage > 0))).toBe(true);
    expect(cards.every((c: any) => c.icon?.width === 1200 && c.icon?.height === 1200)).toBe(true);
  });

  it('stores real image files and serves them', async () => {
    const r = await t.gql(`{ publicAppListings(first: 100) { edges { node { id promoVideoUrl includeKeyBenefitsImages } } } }`);
    const nodes = r.data.publicAppListings.edges.map((e: any) => e.node);
    expect(nodes.filter((n: any) => n.promoVideoUrl).length).toBeGreaterThan(0);
    const withImages = nodes.find((n: any) => n.includeKeyBenefitsImages);
    const detail = await t.gql(
      `query($id: ID!) { publicAppListing(id: $id) { icon { sourceUrl } screenShots { image { sourceUrl fileType } }
      keyBenefits { image { sourceUrl width height } } } }`,
      { id: withImages.id },
    );
    const listing = detail.data.publicAppListing;
    expect(listing.screenShots.length).toBeGreaterThan(0);
    expect(listing.keyBenefits.every((k: any) => k.image?.width === 1600 && k.image?.height === 1200)).toBe(true);
    for (const url of [listing.icon.sourceUrl, listing.screenShots[0].image.sourceUrl]) {
      const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
      expect(res.rawPayload.length).toBeGreaterThan(1000);
    }
  });

  it('queues the variants of every demo image, icons first, and they are made from the real assets', async () => {
    const queued = await rows<{ file_id: number; set: string }>(
      t.db,
      sql`select (payload->>'fileId')::int as file_id, payload->>'set' as set from jobs where queue = ${IMAGE_VARIANTS_QUEUE} order by id`,
    );
    const images = await rows<{ id: number }>(t.db, sql`select id from files where kind = 'IMAGE'`);
    expect(new Set(queued.map((j) => j.file_id))).toEqual(new Set(images.map((i) => i.id)));
    const firstWide = queued.findIndex((j) => j.set === 'WIDE');
    expect(firstWide).toBeGreaterThan(0);
    expect(queued.slice(firstWide).every((j) => j.set === 'WIDE')).toBe(true);
    // the first icon and the first screenshot or key-benefit image, made from the shipped assets
    const done = await Promise.all(
      [queued[0]!, queued[firstWide]!].map((j) => makeImageVariants(t, { fileId: j.file_id, set: j.set as 'ICON' | 'WIDE' })),
    );
    expect(done).toEqual([6, 6]);
  });

  it('has draft, in-review, rejected and custom apps that the store does not show', async () => {
    const counts = await rows<{ status: string; type: string; n: number }>(
      t.db,
      sql`select status, type, count(*)::int as n from apps group by status, type`,
    );
    const has = (status: string, type = 'PUBLIC') => counts.some((c) => c.status === status && c.type === type && c.n > 0);
    expect(has('DRAFT') && has('IN_REVIEW') && has('REJECTED') && has('DRAFT', 'CUSTOM')).toBe(true);
  });

  it('creates the demo accounts with the documented password', async () => {
    const users = await rows<{
      email: string;
      password_hash: string;
      account_owner: boolean;
      admin_user: boolean;
      business_name: string;
      terms_api_agreed: boolean;
    }>(
      t.db,
      sql`select u.email, u.password_hash, u.account_owner, u.admin_user, o.business_name, o.terms_api_agreed
        from users u join organizations o on o.id = u.organization_id`,
    );
    const byEmail = new Map(users.map((u) => [u.email, u]));
    expect(byEmail.get('owner@demo.test')).toMatchObject({ account_owner: true, business_name: 'Demo Partner', terms_api_agreed: true });
    expect(byEmail.get('member@demo.test')).toMatchObject({ account_owner: false, business_name: 'Demo Partner' });
    expect(byEmail.get('newcomer@demo.test')).toMatchObject({
      account_owner: true,
      business_name: 'Fresh Partner',
      terms_api_agreed: false,
    });
    expect(byEmail.get('admin@demo.test')).toMatchObject({ admin_user: true });
    expect(await verifyPassword(byEmail.get('owner@demo.test')!.password_hash, DEMO_PASSWORD)).toBe(true);
    const [vendor] = await rows<{ domain: string; country: string }>(
      t.db,
      sql`select v.domain, v.country from vendor_users vu join vendors v on v.id = vu.vendor_id where vu.email = 'vendor@demo.test'`,
    );
    expect(vendor).toEqual({ domain: 'demo-tours', country: 'IS' });
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toContain('vendor@demo.test');
  });

  it("lets the demo partner save each of its listings as it is: every image it shows is the partner's own file", async () => {
    const { loginCookie } = await import('../apps-session.ts');
    const cookie = await loginCookie(t, 'owner@demo.test', DEMO_PASSWORD);
    const listed = await t.gql(
      `{ apps(first: 25) { edges { node { id listingLocked listings { id name tagLine description searchTerms integrations promoVideoUrl includeKeyBenefitsImages
        supportEmail supportPhone websiteUrl privacyPolicyUrl termsOfServiceUrl showContactDetails offerDemoRequest icon { s3Key }
        keyBenefits { title description image { s3Key } } screenShots { type description image { s3Key } } pricePlans { planId features } } } } } }`,
      {},
      cookie,
    );
    expect(listed.errors).toBeUndefined();
    const editable = listed.data.apps.edges.map((e: any) => e.node).filter((a: any) => !a.listingLocked && a.listings.length);
    expect(editable.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const app of editable) {
      const { id, ...listing } = app.listings[0];
      const saved = await t.gql(
        `mutation($id: ID!, $l: AppListingInput!) { appListingUpdate(id: $id, listingInfo: $l) { id } }`,
        { id, l: listing },
        cookie,
      );
      if (saved.errors) refused.push(`${listing.name}: ${saved.errors[0]!.message}`);
    }
    expect(refused).toEqual([]);
  });

  it("gives the demo partner's apps a year of installs and uninstalls in many countries", async () => {
    const [history] = await rows<{ installs: number; uninstalls: number; countries: number }>(
      t.db,
      sql`select count(*) filter (where e.type = 'INSTALL')::int as installs, count(*) filter (where e.type = 'UNINSTALL')::int as uninstalls,
        count(distinct e.country)::int as countries
        from installation_events e join apps a on a.id = e.app_id join organizations o on o.id = a.organization_id
        where o.business_name = 'Demo Partner'`,
    );
    expect(history!.installs).toBeGreaterThan(200);
    expect(history!.uninstalls).toBeGreaterThan(30);
    expect(history!.countries).toBeGreaterThan(20);
  });

  it('gives a demo partner app versions with installations on more than one, and Demo Tours an access request to accept', async () => {
    const owner = await loginCookie(t, 'owner@demo.test', DEMO_PASSWORD);
    const [app] = await rows<{ id: number }>(
      t.db,
      sql`select distinct app_id as id from app_versions v join apps a on a.id = v.app_id
      join organizations o on o.id = a.organization_id where o.business_name = 'Demo Partner'`,
    );
    const r = await t.gql(
      `query($id: ID!) { app(id: $id) { access { version versions { version installationCount } } } }`,
      { id: String(app!.id) },
      owner,
    );
    expect(r.errors).toBeUndefined();
    const counts = r.data.app.access.versions.map((v: { installationCount: number }) => v.installationCount);
    expect(r.data.app.access.version).toBe(3);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
    const vendor = await t.app.inject({
      method: 'POST',
      url: '/vendor/login',
      payload: new URLSearchParams({ email: 'vendor@demo.test', password: DEMO_PASSWORD, next: '/vendor/apps' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const cookie = String([vendor.headers['set-cookie']].flat()[0]).split(';')[0]!;
    const page = await t.app.inject({ method: 'GET', url: '/vendor/apps', headers: { cookie } });
    expect(page.body).toContain('data-testid="access-banner"');
  });

  it("gives the demo partner's uninstalls the reasons vendors gave, some skipped and some with comments, also in the last 30 days", async () => {
    const [answers] = await rows<{
      uninstalls: number;
      answers: number;
      reasons: number;
      skipped: number;
      comments: number;
      recent: number;
    }>(
      t.db,
      sql`select (select count(*)::int from installations i join apps a on a.id = i.app_id join organizations o on o.id = a.organization_id
            where o.business_name = 'Demo Partner' and i.uninstalled_at is not null and not i.is_test) as uninstalls,
          count(*)::int as answers, count(distinct r.reason)::int as reasons, count(*) filter (where r.reason is null)::int as skipped,
          count(r.comment)::int as comments, count(*) filter (where r.created_at > now() - interval '30 days')::int as recent
        from uninstall_reasons r join apps a on a.id = r.app_id join organizations o on o.id = a.organization_id
        where o.business_name = 'Demo Partner'`,
    );
    expect(answers!.answers).toBe(answers!.uninstalls);
    expect(answers!.reasons).toBe(6);
    expect(answers!.skipped).toBeGreaterThan(0);
    expect(answers!.comments).toBeGreaterThan(0);
    expect(answers!.recent).toBeGreaterThan(0);
  });

  it("gives Demo Partner's members an audit log of its history, newest first, with staff named only as platform staff", async () => {
    const owner = await loginCookie(t, 'owner@demo.test', DEMO_PASSWORD);
    const r = await t.gql(
      `{ auditLog(first: 100) { totalCount edges { node { action kind description byStaff actor { name } createdAt } } } }`,
      {},
      owner,
    );
    const entries = r.data.auditLog.edges.map((e: { node: Record<string, unknown> }) => e.node);
    expect(r.data.auditLog.totalCount).toBeGreaterThan(40);
    // every part of the partner's work is in it
    for (const kind of ['APPS', 'LISTINGS', 'PRICING', 'WEBHOOKS', 'REVIEW', 'TEAM', 'CREDENTIALS', 'PAYOUTS', 'TAX_FORM'])
      expect(await kindCount(owner, kind), kind).toBeGreaterThan(0);
    // newest first, and none in the future
    const times = entries.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    // staff decisions read as the platform's: no actor, so neither the staff member's name nor their id
    const decisions = (await byKind(owner, 'REVIEW')).filter((e) => e.byStaff);
    expect(decisions.length).toBeGreaterThan(0);
    expect(new Set(decisions.map((e) => e.actor))).toEqual(new Set([null]));
    expect(entries.some((e: { description: string }) => e.description.startsWith('Revealed the secret key of app'))).toBe(true);
  });

  type LogNode = { byStaff: boolean; actor: { name: string } | null };
  const byKind = async (who: { cookie: string }, kind: string): Promise<LogNode[]> =>
    (
      await t.gql(
        `query($filter: AuditLogFilter) { auditLog(filter: $filter, first: 100) { edges { node { byStaff actor { name } } } } }`,
        { filter: { kind } },
        who,
      )
    ).data.auditLog.edges.map((e: { node: LogNode }) => e.node);
  const kindCount = async (who: { cookie: string }, kind: string) => (await byKind(who, kind)).length;

  it("gives the demo partner's published apps a year of listing funnel counts that agree with their installs", async () => {
    const perApp = await rows<{ appId: number; days: number; steps: string[]; completed: number; installs: number; ordered: boolean }>(
      t.db,
      sql`with f as (
            select app_id, day, sum(count) filter (where step = 'IMPRESSION') as i, sum(count) filter (where step = 'LISTING_VIEW') as v,
              sum(count) filter (where step = 'INSTALL_CLICK') as c, sum(count) filter (where step = 'CONSENT_SHOWN') as s,
              coalesce(sum(count) filter (where step = 'INSTALL_COMPLETED'), 0) as d
            from funnel_daily group by app_id, day)
          select a.id as "appId", count(distinct f.day)::int as days,
            (select array_agg(distinct step order by step) from funnel_daily where app_id = a.id) as steps,
            coalesce(sum(f.d), 0)::int as completed,
            (select count(*)::int from installation_events e join installations i on i.id = e.installation_id
              where e.app_id = a.id and e.type = 'INSTALL' and not i.is_test and e.occurred_at >= now() - interval '364 days') as installs,
            bool_and(f.i >= f.v and f.v >= f.c and f.c >= coalesce(f.s, 0) and coalesce(f.s, 0) >= f.d) as ordered
          from apps a join organizations o on o.id = a.organization_id left join f on f.app_id = a.id
          where o.business_name = 'Demo Partner' and a.status = 'PUBLISHED' and a.type = 'PUBLIC' and a.deleted_at is null
          group by a.id order by a.id`,
    );
    expect(perApp.length).toBeGreaterThan(0);
    for (const app of perApp) {
      expect(app.days, `app ${app.appId}`).toBe(365);
      expect(app.steps).toEqual(
        app.installs > 0
          ? ['CONSENT_SHOWN', 'IMPRESSION', 'INSTALL_CLICK', 'INSTALL_COMPLETED', 'LISTING_VIEW']
          : ['CONSENT_SHOWN', 'IMPRESSION', 'INSTALL_CLICK', 'LISTING_VIEW'],
      );
      // the completed installs are the app's installs of that year (give or take the day the year starts on)
      expect(Math.abs(app.completed - app.installs), `app ${app.appId}`).toBeLessThanOrEqual(2);
      expect(app.ordered, `app ${app.appId}`).toBe(true);
    }
  });

  it('bills the installations, so Demo Partner has earnings in ended months and an unclaimed payout', async () => {
    const [demo] = await rows<{ id: number; ended_months: number; paid: number }>(
      t.db,
      sql`select o.id, count(distinct l.period_month) filter (where l.period_month < date_trunc('month', now() at time zone 'UTC'))::int as ended_months,
        count(*) filter (where l.kind = 'RECURRING' and l.partner_amount > 0)::int as paid
        from organizations o join ledger_entries l on l.organization_id = o.id
        where o.business_name = 'Demo Partner' group by o.id`,
    );
    expect(demo!.ended_months).toBeGreaterThanOrEqual(3);
    expect(demo!.paid).toBeGreaterThan(100);
    const unclaimed = await findUnclaimedPayout(t.db, demo!.id);
    expect(unclaimed?.amount).toBeGreaterThan(0);
    expect(unclaimed!.periodTo < new Date().toISOString().slice(0, 10)).toBe(true);
    const [tests] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ledger_entries l join installations i on i.id = l.installation_id where i.is_test`,
    );
    expect(tests!.n).toBe(0);
  });
});
