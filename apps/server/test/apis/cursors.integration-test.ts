import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../src/db/schema/index.ts';
import { insertBookings, insertExperiences, insertVendorUsers, setupAppApi, type AppApiSetup } from '../app-api-fixtures.ts';
import { createListedApp, createTeam, installForVendors } from '../fixtures.ts';
import { loginCookie } from '../apps-session.ts';
import { createWebhookApp, fireBookingEvents } from '../support/webhook-fixtures.ts';

interface PageResult {
  data?: { list?: { edges: { cursor: string }[] } } | null;
  errors?: { message: string; extensions: { classification: string; fields?: { field: string; message: string }[] } }[];
}

const b64 = (text: string) => Buffer.from(text).toString('base64url');

/** Cursors that are not cursors at all. */
const GARBLED = [
  'x',
  '!!!',
  'not a cursor',
  '%%%',
  b64('not json'),
  b64('{"a":1}'),
  b64('[]'),
  b64('null'),
  b64('1'),
  b64('"text"'),
  b64('[1,2,3,4,5]'),
  'WzFd=',
];

/** Values of the wrong kind in place of a real cursor's `value`: every list's last key is the row's id. */
function wrongFor(value: unknown, isId: boolean): unknown[] {
  const anyKey = [null, true, {}, []];
  if (typeof value === 'string') return [...anyKey, 1, '\u0000', 'x'.repeat(5000)];
  return [...anyKey, 'abc', '1', ...(Number.isInteger(value) ? [1.5] : []), ...(isId ? [0, -1, 3_000_000_000] : [])];
}

/** A real cursor (base64url of JSON [list, ...keys]) of another list, a key short or over, or with a key of the wrong kind. */
function tampered(cursor: string): string[] {
  const [list, ...keys] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
  const forged = [keys, ['another list', ...keys], [list, ...keys.slice(0, -1)], [list, ...keys, 1]];
  keys.forEach((key, i) => {
    for (const wrong of wrongFor(key, i === keys.length - 1)) forged.push([list, ...keys.map((k, j) => (j === i ? wrong : k))]);
  });
  return forged.map((values) => b64(JSON.stringify(values)));
}

describe('pagination cursors: a forged or garbled cursor is a ValidationError, on every connection of both APIs', () => {
  let s: AppApiSetup;
  const lists: { name: string; page: (after: string | null) => Promise<PageResult> }[] = [];

  beforeAll(async () => {
    s = await setupAppApi();
    const { t } = s;
    const token = await s.token();
    const [experience] = await insertExperiences(t.db, s.vendorA.id, 2);
    await insertBookings(t.db, experience!, 2);
    await insertVendorUsers(t.db, s.vendorA.id, [
      ['Ada', 'Lovelace', 'ada@demo.test'],
      ['Alan', 'Turing', 'alan@demo.test'],
    ]);

    const acme = await createWebhookApp(t.db, t.config.secretKey, { url: 'https://hooks.example.com/bookings', teamName: 'Acme' });
    await fireBookingEvents(t.db, acme.vendor.id, 2);
    await installForVendors(t.db, acme.app.id, 2);
    await createListedApp(t.db, { organizationId: acme.org.id, name: 'Pier Sync', status: 'IN_REVIEW' });
    await createListedApp(t.db, { organizationId: acme.org.id, name: 'Harbour Sync' });
    await t.db.insert(payouts).values([
      { organizationId: acme.org.id, periodFrom: '2026-01-01', periodTo: '2026-01-31', status: 'PAID' },
      { organizationId: acme.org.id, periodFrom: '2026-02-01', periodTo: '2026-02-28', status: 'REQUESTED' },
      { organizationId: acme.org.id, periodFrom: '2026-03-01', periodTo: '2026-03-31', status: 'REQUESTED' },
    ]);
    const owner = await loginCookie(t, acme.owner.email);
    const staff = await loginCookie(t, (await createTeam(t.db, 'Staff', { ownerAdmin: true })).owner.email);

    const portal = (name: string, field: string, args: string, who?: { cookie: string }) =>
      lists.push({
        name,
        page: async (after) =>
          (await t.gql(
            `query($after: String) { list: ${field}(${args} first: 1, after: $after) { edges { cursor } } }`,
            { after },
            who,
          )) as PageResult,
      });
    const appApi = (name: string, field: string) =>
      lists.push({
        name,
        page: async (after) =>
          (await s.api(`query($after: String) { list: ${field}(first: 1, after: $after) { edges { cursor } } }`, { after }, token))
            .body as PageResult,
      });
    for (const sorting of ['NEWEST', 'NAME', 'POPULAR', 'RATING'])
      portal(`publicAppListings ${sorting}`, 'publicAppListings', `sorting: ${sorting},`);
    portal('publicAppListings RELEVANCE', 'publicAppListings', 'filter: { searchTerm: "sync" }, sorting: RELEVANCE,');
    portal('apps', 'apps', '', owner);
    portal('installations', 'installations', `id: "${acme.app.id}",`, owner);
    portal('webhookDeliveries', 'webhookDeliveries', `webhookId: "${acme.subscription.id}",`, owner);
    for (const sorting of ['NAME', 'EMAIL', 'NEWEST'])
      portal(`appAccountUserList ${sorting}`, 'appAccountUserList', `sorting: ${sorting},`, owner);
    portal('getPayouts', 'getPayouts', '', owner);
    portal('payoutRequests', 'payoutRequests', '', staff);
    portal('payoutRequests REQUESTED', 'payoutRequests', 'status: REQUESTED,', staff);
    portal('appReviewQueue', 'appReviewQueue', '', staff);
    portal('organizations', 'organizations', '', staff);
    portal('appVendorSearch', 'appVendorSearch', '', owner);
    appApi('App API bookings', 'bookings');
    appApi('App API experiences', 'experiences');
    appApi('App API vendorUsers', 'vendorUsers');
  });
  afterAll(() => s.t.close());

  it('answers every bad cursor with "Invalid cursor" and a real one with the next page', async () => {
    const cursors = new Map<string, string>();
    for (const list of lists) {
      const first = await list.page(null);
      expect(first.errors, list.name).toBeUndefined();
      expect(first.data!.list!.edges, list.name).toHaveLength(1);
      cursors.set(list.name, first.data!.list!.edges[0]!.cursor);
    }
    const wrongAnswers: string[] = [];
    for (const list of lists) {
      const own = cursors.get(list.name)!;
      const next = await list.page(own);
      expect(next.errors, `${list.name} with its own cursor`).toBeUndefined();
      const others = [...cursors].filter(([name]) => name !== list.name).map(([, cursor]) => cursor);
      for (const bad of [...GARBLED, ...tampered(own), ...others]) {
        const res = await list.page(bad);
        const [error] = res.errors ?? [];
        const refused =
          !res.data?.list &&
          error?.extensions.classification === 'ValidationError' &&
          error.message === 'Invalid cursor' &&
          JSON.stringify(error.extensions.fields) === JSON.stringify([{ field: 'after', message: 'Invalid cursor' }]);
        if (!refused) {
          const decoded = Buffer.from(bad, 'base64url').toString('utf8').slice(0, 60);
          wrongAnswers.push(
            `${list.name} after ${JSON.stringify(decoded)}: ${error ? `${error.extensions.classification} ${error.message}` : 'a page'}`,
          );
        }
      }
    }
    expect(wrongAnswers).toEqual([]);
  });
});
