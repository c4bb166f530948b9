import { APP_SCOPES, WEBHOOK_TOPICS, type AppScope, type WebhookTopic } from '@appstore/shared';
import { asc } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  bookings,
  experiences,
  installations,
  vendors,
  vendorUsers,
  webhookDeliveries,
  webhookSubscriptions,
} from '../src/db/schema/index.ts';
import { issueAccessToken } from '../src/modules/oauth/tokens.ts';
import { createListedApp, createOrganization } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** App API test setup: two vendors, each with an installation of its own app, and tokens made to order. */

export interface ApiResult<T = any> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: {
    data?: T;
    errors?: {
      message: string;
      path?: (string | number)[];
      extensions: { classification: string; requiredScope?: string; fields?: { field: string; message: string }[] };
    }[];
  };
}

export const ALL_SCOPES: AppScope[] = [...APP_SCOPES];
export const allBut = (scope: AppScope) => ALL_SCOPES.filter((s) => s !== scope);

export async function setupAppApi() {
  const t = await createTestApp();
  const org = await createOrganization(t.db, 'Partner Co');
  const { app } = await createListedApp(t.db, { organizationId: org.id, name: 'Booking Sync' });
  const { app: otherApp } = await createListedApp(t.db, { organizationId: org.id, name: 'Other Sync' });
  const [vendorA, vendorB] = await t.db
    .insert(vendors)
    .values([
      { name: 'Demo Tours', domain: 'demo-tours', country: 'IS' },
      { name: 'Fjord Boats', domain: 'fjord-boats', country: 'NO' },
    ])
    .returning();
  const [installationA, installationB] = await t.db
    .insert(installations)
    .values([
      { appId: app.id, vendorId: vendorA!.id, scopes: ALL_SCOPES },
      { appId: otherApp.id, vendorId: vendorB!.id, scopes: ALL_SCOPES },
    ])
    .returning();
  const token = (scopes: readonly AppScope[] = ALL_SCOPES, installationId = installationA!.id) =>
    issueAccessToken(t.db, { installationId, scopes });

  async function api<T = any>(
    query: string,
    variables: Record<string, unknown> | undefined,
    auth: string | null | Record<string, string>,
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (typeof auth === 'string') headers['x-bokun-app-access-token'] = auth;
    else if (auth) Object.assign(headers, auth);
    const res = await t.app.inject({ method: 'POST', url: '/api/graphql', headers, payload: JSON.stringify({ query, variables }) });
    return { status: res.statusCode, headers: res.headers, body: res.json() };
  }

  return {
    t,
    app,
    otherApp,
    vendorA: vendorA!,
    vendorB: vendorB!,
    installationA: installationA!,
    installationB: installationB!,
    token,
    api,
  };
}

export type AppApiSetup = Awaited<ReturnType<typeof setupAppApi>>;

/** Experiences written straight to the table (the API's own mutations are tested apart). */
export async function insertExperiences(db: Db, vendorId: number, count: number, overrides: Partial<typeof experiences.$inferInsert> = {}) {
  const values = Array.from({ length: count }, (_, i) => ({
    vendorId,
    name: `Tour ${i + 1}`,
    description: 'A tour.',
    price: 50 + i,
    ...overrides,
  }));
  return db.insert(experiences).values(values).returning();
}

let codeSeq = 100_000;
export async function insertBookings(
  db: Db,
  experience: { id: number; vendorId: number; price: number },
  count: number,
  overrides: Partial<typeof bookings.$inferInsert> = {},
) {
  const values = Array.from({ length: count }, (_, i) => ({
    vendorId: experience.vendorId,
    experienceId: experience.id,
    confirmationCode: `TST-${++codeSeq}`,
    date: `2030-01-${String((i % 28) + 1).padStart(2, '0')}`,
    participants: 2,
    customerFirstName: 'Ada',
    customerLastName: 'Lovelace',
    customerEmail: 'ada@example.com',
    customerPhone: '+44 20 7946 0000',
    totalPrice: experience.price * 2,
    ...overrides,
  }));
  return db.insert(bookings).values(values).returning();
}

export async function insertVendorUsers(db: Db, vendorId: number, people: [string, string, string][]) {
  return db
    .insert(vendorUsers)
    .values(people.map(([firstName, lastName, email]) => ({ vendorId, firstName, lastName, email, passwordHash: 'x' })))
    .returning();
}

/** Subscribes `appId` to every topic (or those given), as the portal's webhookCreate would. */
export async function subscribe(db: Db, appId: number, topics?: WebhookTopic[]) {
  const list = topics ?? [...WEBHOOK_TOPICS];
  return db
    .insert(webhookSubscriptions)
    .values(list.map((topic) => ({ appId, topic, url: `https://hooks.example.com/${topic.toLowerCase()}` })))
    .returning();
}

export async function deliveries(db: Db) {
  return db.select().from(webhookDeliveries).orderBy(asc(webhookDeliveries.id));
}

/** YYYY-MM-DD, `days` from today (UTC). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export type { TestApp };
