import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WebhookTopic } from '@appstore/shared';
import { apps, webhookDeliveries } from '../../src/db/schema/index.ts';
import { createListedApp } from '../fixtures.ts';
import { dayFromToday, setupAppApi, subscribe, type AppApiSetup } from '../app-api-fixtures.ts';
import { installApp, prepareOAuthApp, signedInVendorUser } from '../oauth-support.ts';

/**
 * platform-protocol §3: a topic reaches an installed app only when the installation granted the topic's scope
 * (bookings/* BOOKINGS_READ, experiences/* PRODUCTS_READ), decided when the event happens; apps/uninstall always.
 */
describe('webhooks follow the scopes the installation granted', () => {
  let s: AppApiSetup;
  let frontDesk: string;
  let listener: typeof apps.$inferSelect;
  let vendorCookie: string;
  let experienceId: string;
  const REDIRECT = 'https://listener.example/oauth/callback';
  const SECRET = 'listener-secret';

  const install = (scope: string) =>
    installApp(s.t, vendorCookie, { clientId: listener.apiKey, secret: SECRET, redirectUri: REDIRECT, scope });

  /** The topics queued for the listener app since `afterId`. */
  async function listenerTopics(afterId: number): Promise<WebhookTopic[]> {
    const rows = await s.t.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id);
    return rows.filter((r) => r.id > afterId && r.headers['x-bokun-apikey'] === listener.apiKey).map((r) => r.topic);
  }
  const lastDeliveryId = async () => (await s.t.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id)).at(-1)?.id ?? 0;

  /** Another app of the same vendor books and creates an experience through the App API: one event of each kind. */
  async function fireBookingAndExperience() {
    const booking = await s.api(
      `mutation($input: BookingCreateInput!) { bookingCreate(input: $input) { id } }`,
      {
        input: {
          experienceId,
          date: dayFromToday(20),
          participants: 1,
          customer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
        },
      },
      frontDesk,
    );
    expect(booking.body.errors).toBeUndefined();
    const experience = await s.api(
      `mutation($input: ExperienceCreateInput!) { experienceCreate(input: $input) { id } }`,
      { input: { name: 'Glacier walk', price: 120 } },
      frontDesk,
    );
    expect(experience.body.errors).toBeUndefined();
  }

  beforeAll(async () => {
    s = await setupAppApi();
    frontDesk = await s.token();
    const created = await s.api(
      `mutation($input: ExperienceCreateInput!) { experienceCreate(input: $input) { id } }`,
      { input: { name: 'Whale watching', price: 80 } },
      frontDesk,
    );
    experienceId = created.body.data.experienceCreate.id;
    const { app } = await createListedApp(s.t.db, { organizationId: s.app.organizationId, name: 'Listener' });
    listener = await prepareOAuthApp(s.t, app.id, REDIRECT, SECRET);
    await subscribe(s.t.db, listener.id, ['BOOKINGS_CREATE', 'EXPERIENCES_CREATE', 'APP_UNINSTALL']);
    vendorCookie = await signedInVendorUser(s.t, s.vendorA.id, 'ops@demo-tours.test');
  });
  afterAll(() => s.t.close());

  it('delivers no booking topic to an installation without BOOKINGS_READ, a *_WRITE scope included', async () => {
    await install('BOOKINGS_WRITE,PRODUCTS_READ');
    const before = await lastDeliveryId();
    await fireBookingAndExperience();
    expect(await listenerTopics(before)).toEqual(['EXPERIENCES_CREATE']);
  });

  it('delivers booking topics after a re-install with BOOKINGS_READ, and stops again after one without it', async () => {
    await install('BOOKINGS_READ');
    let before = await lastDeliveryId();
    await fireBookingAndExperience();
    expect(await listenerTopics(before)).toEqual(['BOOKINGS_CREATE']);

    await install('PRODUCTS_READ,BOOKINGS_WRITE');
    before = await lastDeliveryId();
    await fireBookingAndExperience();
    expect(await listenerTopics(before)).toEqual(['EXPERIENCES_CREATE']);
  });

  it('still tells an app without any event scope that it was uninstalled', async () => {
    await install('VENDOR_USERS_READ');
    const before = await lastDeliveryId();
    await fireBookingAndExperience();
    expect(await listenerTopics(before)).toEqual([]);

    const page = await s.t.app.inject({ method: 'GET', url: '/vendor/apps', headers: { cookie: vendorCookie } });
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/vendor/apps/${listener.id}/uninstall`,
      headers: { cookie: vendorCookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `csrf=${encodeURIComponent(csrf)}`,
    });
    expect(res.statusCode).toBe(303);
    expect(await listenerTopics(before)).toEqual(['APP_UNINSTALL']);
    const [uninstalled] = await s.t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.topic, 'APP_UNINSTALL'));
    expect(uninstalled!.headers).toMatchObject({ 'x-bokun-topic': 'apps/uninstall', 'x-bokun-apikey': listener.apiKey });
  });
});
