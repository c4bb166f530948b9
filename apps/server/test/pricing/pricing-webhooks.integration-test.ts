import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apps, pricePlans, webhookSubscriptions } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createTeam } from '../fixtures.ts';
import { APP, CREATE, CREATE_WITH_ACCESS, classification, fieldMessages, loginCookie, readyApp } from '../apps-session.ts';

const PLAN_FIELDS = `id name type discountedYearlyPrice monthlyAmount yearlyAmount bookingFeePercentage`;
const PLAN_CREATE = `mutation($id: ID!, $p: PricePlanInput!) { appPricePlanCreate(id: $id, planInfo: $p) { ${PLAN_FIELDS} } }`;
const PLAN_UPDATE = `mutation($id: ID!, $p: PricePlanInput!) { appPricePlanUpdate(id: $id, planInfo: $p) { ${PLAN_FIELDS} } }`;
const PLAN_DELETE = `mutation($id: ID!) { appPricePlanDelete(id: $id) }`;
const PLAN = `query($id: ID!) { appPricePlan(id: $id) { ${PLAN_FIELDS} } }`;
const HOOK_FIELDS = `id topic url enabled`;
const HOOK_CREATE = `mutation($appId: ID!, $w: WebhookInput!) { webhookCreate(appId: $appId, webhookInfo: $w) { ${HOOK_FIELDS} } }`;
const HOOK_UPDATE = `mutation($id: ID!, $w: WebhookInput!) { webhookUpdate(id: $id, webhookInfo: $w) { ${HOOK_FIELDS} } }`;
const HOOK_DELETE = `mutation($id: ID!) { webhookDelete(id: $id) }`;
const HOOK = `query($id: ID!) { webhook(id: $id) { ${HOOK_FIELDS} } }`;

describe('price plans and webhook subscriptions', () => {
  let t: TestApp;
  let acme: { cookie: string };
  let globex: { cookie: string };
  let recurring: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createTeam(t.db, 'Acme');
    const g = await createTeam(t.db, 'Globex');
    acme = await loginCookie(t, a.owner.email);
    globex = await loginCookie(t, g.owner.email);
    // booking topics need BOOKINGS_READ in the app's access
    const info = { ...readyApp('Recurring'), chargeType: 'RECURRING', freeTrialDays: 14 };
    recurring = (await t.gql(CREATE_WITH_ACCESS, { a: info, access: { scopes: ['BOOKINGS_READ'] } }, acme)).data.appCreate;
  });
  afterAll(() => t.close());

  it('applies the spec §5 plan rules with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'FREE' }, 'name: Name is required'],
      [{ name: 'x'.repeat(31), type: 'FREE' }, 'name: Max 30 chars'],
      [{ name: 'No type' }, 'type: You must select a type'],
      [{ name: 'Monthly', type: 'MONTHLY_CHARGE', monthlyAmount: 0 }, 'monthlyAmount: Monthly amount must be larger than zero'],
      [{ name: 'Yearly', type: 'YEARLY_CHARGE' }, 'yearlyAmount: Yearly amount must be larger than zero'],
      [
        { name: 'Disc', type: 'MONTHLY_CHARGE', monthlyAmount: 10, discountedYearlyPrice: true, yearlyAmount: 10 },
        'yearlyAmount: Yearly amount must be larger than the monthly value',
      ],
      [{ name: 'Neg', type: 'MONTHLY_CHARGE', monthlyAmount: -5 }, 'monthlyAmount: Must not be a negative number'],
      [{ name: 'Fee', type: 'FREE', bookingFeePercentage: 101 }, 'bookingFeePercentage: Booking fee must be at most 100 %'],
    ];
    for (const [p, message] of cases) {
      const r = await t.gql(PLAN_CREATE, { id: recurring.id, p }, acme);
      expect(classification(r), message).toBe('ValidationError');
      expect(fieldMessages(r)).toContain(message);
    }
    expect(await t.db.select().from(pricePlans)).toHaveLength(0);
  });

  it('creates plans with only the amounts their type bills, and one free plan per app', async () => {
    const monthly = await t.gql(
      PLAN_CREATE,
      { id: recurring.id, p: { name: 'Pro', type: 'MONTHLY_CHARGE', monthlyAmount: 10, yearlyAmount: 99, bookingFeePercentage: 2.5 } },
      acme,
    );
    expect(monthly.data.appPricePlanCreate).toMatchObject({
      type: 'MONTHLY_CHARGE',
      monthlyAmount: 10,
      yearlyAmount: 0,
      discountedYearlyPrice: false,
      bookingFeePercentage: 2.5,
    });
    const discounted = await t.gql(
      PLAN_CREATE,
      { id: recurring.id, p: { name: 'Pro+', type: 'MONTHLY_CHARGE', monthlyAmount: 10, discountedYearlyPrice: true, yearlyAmount: 100 } },
      acme,
    );
    expect(discounted.data.appPricePlanCreate).toMatchObject({ monthlyAmount: 10, yearlyAmount: 100, discountedYearlyPrice: true });
    const free = (await t.gql(PLAN_CREATE, { id: recurring.id, p: { name: 'Free', type: 'FREE', monthlyAmount: 5 } }, acme)).data
      .appPricePlanCreate;
    expect(free).toMatchObject({ type: 'FREE', monthlyAmount: 0 });
    const second = await t.gql(PLAN_CREATE, { id: recurring.id, p: { name: 'Free 2', type: 'FREE' } }, acme);
    expect(fieldMessages(second)).toEqual(['type: Only one free plan per app']);
    const pro = monthly.data.appPricePlanCreate;
    expect(fieldMessages(await t.gql(PLAN_UPDATE, { id: pro.id, p: { name: 'Pro', type: 'FREE' } }, acme))).toEqual([
      'type: Only one free plan per app',
    ]);
    // the free plan itself stays free when edited
    expect((await t.gql(PLAN_UPDATE, { id: free.id, p: { name: 'Starter', type: 'FREE' } }, acme)).data.appPricePlanUpdate.name).toBe(
      'Starter',
    );
    const names = (await t.gql(APP, { id: recurring.id }, acme)).data.app.pricePlans.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Pro', 'Pro+', 'Starter']);
  });

  it('keeps one free plan under concurrent saves', async () => {
    const app = (await t.gql(CREATE, { a: { ...readyApp('Race'), chargeType: 'RECURRING', freeTrialDays: 0 } }, acme)).data.appCreate;
    const results = await Promise.all(
      [1, 2, 3].map((i) => t.gql(PLAN_CREATE, { id: app.id, p: { name: `Free ${i}`, type: 'FREE' } }, acme)),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const free = await t.db
      .select()
      .from(pricePlans)
      .where(eq(pricePlans.appId, Number(app.id)));
    expect(free).toHaveLength(1);
  });

  it('offers plans only to recurring apps and locks them in review and when published', async () => {
    const oneTime = (await t.gql(CREATE, { a: { ...readyApp('Once'), chargeType: 'ONE_TIME', oneTimeChargeAmount: 5 } }, acme)).data
      .appCreate;
    expect(classification(await t.gql(PLAN_CREATE, { id: oneTime.id, p: { name: 'Pro', type: 'FREE' } }, acme))).toBe('ConflictError');
    const plan = (await t.gql(APP, { id: recurring.id }, acme)).data.app.pricePlans[0];
    for (const status of ['IN_REVIEW', 'PUBLISHED'] as const) {
      await t.db
        .update(apps)
        .set({ status })
        .where(eq(apps.id, Number(recurring.id)));
      expect((await t.gql(APP, { id: recurring.id }, acme)).data.app.pricingLocked).toBe(true);
      expect(
        classification(await t.gql(PLAN_CREATE, { id: recurring.id, p: { name: 'New', type: 'YEARLY_CHARGE', yearlyAmount: 5 } }, acme)),
      ).toBe('ConflictError');
      expect(
        classification(await t.gql(PLAN_UPDATE, { id: plan.id, p: { name: 'Changed', type: 'MONTHLY_CHARGE', monthlyAmount: 1 } }, acme)),
      ).toBe('ConflictError');
      expect(classification(await t.gql(PLAN_DELETE, { id: plan.id }, acme))).toBe('ConflictError');
    }
    await t.db
      .update(apps)
      .set({ status: 'REJECTED' })
      .where(eq(apps.id, Number(recurring.id)));
    expect((await t.gql(PLAN_DELETE, { id: plan.id }, acme)).data.appPricePlanDelete).toBe(true);
    expect(classification(await t.gql(PLAN, { id: plan.id }, acme))).toBe('NotFoundError');
    // soft-deleted: installations that chose it keep their plan row
    expect(
      await t.db
        .select()
        .from(pricePlans)
        .where(eq(pricePlans.id, Number(plan.id))),
    ).toHaveLength(1);
  });

  it('applies the webhook rules and keeps subscriptions per app', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'https://hooks.example.com/x' }, 'topic: You must select topic'],
      [{ topic: 'BOOKINGS_CREATE', url: 'not a url' }, 'url: URL must be valid'],
      [{ topic: 'BOOKINGS_CREATE' }, 'url: URL must be valid'],
      [{ topic: 'BOOKINGS_CREATE', url: `https://hooks.example.com/${'a'.repeat(240)}` }, 'url: Max 255 chars'],
    ];
    for (const [w, message] of cases) expect(fieldMessages(await t.gql(HOOK_CREATE, { appId: recurring.id, w }, acme))).toContain(message);
    const hook = (
      await t.gql(HOOK_CREATE, { appId: recurring.id, w: { topic: 'BOOKINGS_CREATE', url: 'https://hooks.example.com/bookings' } }, acme)
    ).data.webhookCreate;
    expect(hook).toMatchObject({ topic: 'BOOKINGS_CREATE', url: 'https://hooks.example.com/bookings', enabled: true });
    const dup = await t.gql(
      HOOK_CREATE,
      { appId: recurring.id, w: { topic: 'BOOKINGS_CREATE', url: 'https://hooks.example.com/bookings' } },
      acme,
    );
    expect(fieldMessages(dup)).toEqual(['url: This app already sends this topic to this URL']);
    const updated = (
      await t.gql(HOOK_UPDATE, { id: hook.id, w: { topic: 'APP_UNINSTALL', url: 'https://hooks.example.com/uninstall' } }, acme)
    ).data.webhookUpdate;
    expect(updated).toMatchObject({ id: hook.id, topic: 'APP_UNINSTALL' });
    expect((await t.gql(APP, { id: recurring.id }, acme)).data.app.webhookSubscriptions).toEqual([
      { id: hook.id, topic: 'APP_UNINSTALL', url: 'https://hooks.example.com/uninstall' },
    ]);
    expect((await t.gql(HOOK_DELETE, { id: hook.id }, acme)).data.webhookDelete).toBe(true);
    expect(classification(await t.gql(HOOK, { id: hook.id }, acme))).toBe('NotFoundError');
    expect((await t.gql(APP, { id: recurring.id }, acme)).data.app.webhookSubscriptions).toEqual([]);
  });

  it("answers another organisation's apps, plans and webhooks exactly as missing ones, and changes nothing", async () => {
    const a = { ...readyApp('Private'), chargeType: 'RECURRING', freeTrialDays: 0 };
    const app = (await t.gql(CREATE_WITH_ACCESS, { a, access: { scopes: ['BOOKINGS_READ'] } }, acme)).data.appCreate;
    const plan = (await t.gql(PLAN_CREATE, { id: app.id, p: { name: 'Mine', type: 'MONTHLY_CHARGE', monthlyAmount: 3 } }, acme)).data
      .appPricePlanCreate;
    const hook = (await t.gql(HOOK_CREATE, { appId: app.id, w: { topic: 'BOOKINGS_CANCEL', url: 'https://acme.example/h' } }, acme)).data
      .webhookCreate;
    const attempts: [string, Record<string, unknown>][] = [
      [APP, { id: app.id }],
      [`query($id: ID!) { appValidationReport(id: $id) { valid } }`, { id: app.id }],
      [`mutation($id: ID!, $a: AppInput!) { appUpdate(id: $id, appInfo: $a) { id } }`, { id: app.id, a: { name: 'Stolen' } }],
      [`mutation($id: ID!) { appDelete(id: $id) }`, { id: app.id }],
      [`mutation($id: ID!) { appSubmitForReview(id: $id) { id } }`, { id: app.id }],
      [`mutation($id: ID!) { appCredentialsReveal(id: $id) { secretKey } }`, { id: app.id }],
      [`mutation($id: ID!) { appSecretKeyRotate(id: $id) { secretKey } }`, { id: app.id }],
      [`mutation($id: ID!) { appCustomPublish(appId: $id) { id } }`, { id: app.id }],
      [`mutation($id: ID!) { appCustomLinkToVendor(appId: $id, vendorId: "1") { id } }`, { id: app.id }],
      [`mutation($id: ID!) { appUnpublish(id: $id) { id } }`, { id: app.id }],
      [PLAN_CREATE, { id: app.id, p: { name: 'Theirs', type: 'FREE' } }],
      [PLAN, { id: plan.id }],
      [PLAN_UPDATE, { id: plan.id, p: { name: 'Theirs', type: 'MONTHLY_CHARGE', monthlyAmount: 1 } }],
      [PLAN_DELETE, { id: plan.id }],
      [HOOK_CREATE, { appId: app.id, w: { topic: 'BOOKINGS_CREATE', url: 'https://evil.example/h' } }],
      [HOOK, { id: hook.id }],
      [HOOK_UPDATE, { id: hook.id, w: { topic: 'BOOKINGS_CREATE', url: 'https://evil.example/h' } }],
      [HOOK_DELETE, { id: hook.id }],
    ];
    for (const [query, variables] of attempts) {
      const theirs = await t.gql(query, variables, globex);
      expect(classification(theirs), query).toBe('NotFoundError');
      const missing = await t.gql(
        query,
        JSON.parse(
          JSON.stringify(variables)
            .replaceAll(`"${app.id}"`, '"999999"')
            .replaceAll(`"${plan.id}"`, '"999998"')
            .replaceAll(`"${hook.id}"`, '"999997"'),
        ),
        globex,
      );
      expect(theirs.errors?.[0]?.message, query).toBe(missing.errors?.[0]?.message);
    }
    const [row] = await t.db
      .select()
      .from(apps)
      .where(eq(apps.id, Number(app.id)));
    expect(row).toMatchObject({ name: 'Private', deletedAt: null, status: 'DRAFT' });
    expect(
      await t.db
        .select()
        .from(pricePlans)
        .where(eq(pricePlans.id, Number(plan.id))),
    ).toMatchObject([{ name: 'Mine', deletedAt: null }]);
    expect(
      await t.db
        .select()
        .from(webhookSubscriptions)
        .where(eq(webhookSubscriptions.id, Number(hook.id))),
    ).toMatchObject([{ url: 'https://acme.example/h', deletedAt: null }]);
  });
});
