import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appListings, organizations } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { catalogRequest } from '../support/catalog.ts';
import { createListedApp, createOrganization, installForVendors } from '../fixtures.ts';

const CONTACTS = `supportEmail supportPhone showContactDetails organization { id businessName websiteUrl businessEmail phoneNumber supportEmail }`;
const DETAIL = `query Detail($id: ID!) { publicAppListing(id: $id) { id ${CONTACTS} } }`;
const CARDS = `query Cards { publicAppListings(first: 10) { edges { node { id ${CONTACTS} } } } }`;
const POPULAR = `query Popular($after: String) { publicAppListings(sorting: POPULAR, first: 1, after: $after) {
  edges { cursor node { name } } pageInfo { endCursor hasNextPage } } }`;

/** What the public catalogue (no session) reveals about partners and their apps. */
describe('public catalogue exposure', () => {
  let t: TestApp;
  let shown: number;
  let hidden: number;
  const appOf = { shown: 0, hidden: 0 };

  const post = (query: string, variables: Record<string, unknown> = {}) => catalogRequest(t, query, variables);
  const detail = async (id: number) => post(DETAIL, { id: String(id) });
  const setShown = (id: number, showContactDetails: boolean) =>
    t.db.update(appListings).set({ showContactDetails }).where(eq(appListings.id, id));

  beforeAll(async () => {
    t = await createTestApp();
    const org = await createOrganization(t.db, 'Open Contacts');
    await t.db
      .update(organizations)
      .set({
        businessEmail: 'owner@open.test',
        phoneNumber: '+354 555 0001',
        supportEmail: 'help@open.test',
        websiteUrl: 'https://open.test',
      })
      .where(eq(organizations.id, org.id));
    const contacts = { supportEmail: 'support@app.test', supportPhone: '+354 555 0100' };
    const a = await createListedApp(t.db, { organizationId: org.id, name: 'Shows Contacts', publishedAt: new Date(Date.UTC(2026, 0, 2)) });
    const b = await createListedApp(t.db, { organizationId: org.id, name: 'Keeps Contacts', publishedAt: new Date(Date.UTC(2026, 0, 1)) });
    shown = a.listing.id;
    hidden = b.listing.id;
    appOf.shown = a.app.id;
    appOf.hidden = b.app.id;
    await t.db
      .update(appListings)
      .set({ ...contacts, showContactDetails: true })
      .where(eq(appListings.id, shown));
    await t.db
      .update(appListings)
      .set({ ...contacts, showContactDetails: false })
      .where(eq(appListings.id, hidden));
    await installForVendors(t.db, a.app.id, 3);
    await installForVendors(t.db, b.app.id, 1);
  });
  afterAll(() => t.close());

  it('shows support and business contacts only on a listing that shows contact details', async () => {
    const open = (await detail(shown)).body.data.publicAppListing;
    expect(open).toMatchObject({
      supportEmail: 'support@app.test',
      supportPhone: '+354 555 0100',
      showContactDetails: true,
      organization: {
        businessName: 'Open Contacts',
        websiteUrl: 'https://open.test',
        businessEmail: 'owner@open.test',
        phoneNumber: '+354 555 0001',
        supportEmail: 'help@open.test',
      },
    });
    const closed = (await detail(hidden)).body.data.publicAppListing;
    expect(closed).toEqual({
      id: String(hidden),
      supportEmail: null,
      supportPhone: null,
      showContactDetails: false,
      organization: {
        id: open.organization.id,
        businessName: 'Open Contacts',
        websiteUrl: 'https://open.test',
        businessEmail: null,
        phoneNumber: null,
        supportEmail: null,
      },
    });
    const cards = (await post(CARDS)).body.data.publicAppListings.edges.map((e: any) => e.node);
    expect(cards.map((c: any) => [c.supportEmail, c.supportPhone, c.organization.businessEmail, c.organization.phoneNumber])).toEqual([
      ['support@app.test', '+354 555 0100', 'owner@open.test', '+354 555 0001'],
      [null, null, null, null],
    ]);
  });

  it('never lets a cached answer serve the other variant', async () => {
    // each listing's answer is cached under its own variables
    for (const id of [shown, hidden, shown, hidden]) await detail(id);
    const cachedOpen = await detail(shown);
    const cachedClosed = await detail(hidden);
    expect([cachedOpen.cache, cachedClosed.cache]).toEqual(['hit', 'hit']);
    expect(cachedOpen.body.data.publicAppListing.supportEmail).toBe('support@app.test');
    expect(cachedClosed.body.data.publicAppListing.supportEmail).toBeNull();
    // the partner turns contact details off: the cached answer that showed them is not served again
    await setShown(shown, false);
    const turnedOff = await detail(shown);
    expect(turnedOff.cache).toBe('miss');
    expect(turnedOff.body.data.publicAppListing).toMatchObject({
      supportEmail: null,
      supportPhone: null,
      organization: { businessEmail: null, phoneNumber: null },
    });
    expect((await detail(shown)).body.data.publicAppListing.supportEmail).toBeNull();
    await setShown(shown, true);
    expect((await detail(shown)).body.data.publicAppListing.organization.businessEmail).toBe('owner@open.test');
  });

  it('pages by popularity without revealing how many installations an app has', async () => {
    const first = (await post(POPULAR)).body.data.publicAppListings;
    const second = (await post(POPULAR, { after: first.pageInfo.endCursor })).body.data.publicAppListings;
    expect([first.edges[0].node.name, second.edges[0].node.name]).toEqual(['Shows Contacts', 'Keeps Contacts']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    // one more installation leaves the cursors as they were: they carry no install count
    await installForVendors(t.db, appOf.shown, 1);
    const again = (await post(POPULAR)).body.data.publicAppListings;
    expect(again.edges[0].node.name).toBe('Shows Contacts');
    expect(again.edges[0].cursor).toBe(first.edges[0].cursor);
  });

  it("tells nothing of a hidden app's install count through a forged popularity cursor", async () => {
    const org = await createOrganization(t.db, 'Hidden Works');
    const quiet = await createListedApp(t.db, { organizationId: org.id, name: 'Quiet Draft', status: 'DRAFT' });
    const busy = await createListedApp(t.db, { organizationId: org.id, name: 'Busy Draft', status: 'DRAFT' });
    await installForVendors(t.db, busy.app.id, 5);
    const cursorOf = (appId: number) => Buffer.from(JSON.stringify(['publicAppListings:POPULAR', 0, appId])).toString('base64url');
    const after = async (appId: number) => (await post(POPULAR, { after: cursorOf(appId) })).body.data.publicAppListings.edges;
    // a listed app's cursor pages on; a hidden one's answers the same (nothing) whatever its count
    expect(await after(appOf.shown)).toHaveLength(1);
    expect(await after(quiet.app.id)).toEqual([]);
    expect(await after(busy.app.id)).toEqual([]);
  });
});
