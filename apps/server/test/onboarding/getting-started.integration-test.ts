import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apps, installations, organizations } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { completeTestInstallation, createListing, createTeam } from '../fixtures.ts';
import { CREATE, SUBMIT, UPDATE, classification, loginCookie, readyApp } from '../apps-session.ts';

const GETTING_STARTED = `{ gettingStarted { complete appId appName steps { id done } } }`;
const DISGUISE = `mutation($id: ID!) { appAccountUserChangeOrg(id: $id) { id } }`;
const UNINSTALL_TEST = `mutation($id: ID!) { appUninstallTest(id: $id) { id } }`;

type Checklist = { complete: boolean; appId: string | null; appName: string | null; steps: { id: string; done: boolean }[] };

describe('getting-started checklist', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof createTeam>>;
  let as: { acme: { cookie: string }; globex: { cookie: string } };

  // two teams and two argon2 logins: slower than the default hook timeout on a busy machine
  beforeAll(async () => {
    t = await createTestApp();
    acme = await createTeam(t.db, 'Acme');
    const globex = await createTeam(t.db, 'Globex');
    as = {
      acme: await loginCookie(t, acme.owner.email),
      globex: await loginCookie(t, globex.owner.email),
    };
  }, 180_000);
  afterAll(() => t.close());

  const checklist = async (who: { cookie: string }): Promise<Checklist> => {
    const r = await t.gql(GETTING_STARTED, {}, who);
    expect(r.errors).toBeUndefined();
    return r.data.gettingStarted;
  };
  /** The steps done, in order. */
  const done = (c: Checklist) => c.steps.filter((s) => s.done).map((s) => s.id);

  it("shows staff no checklist of their own, and the partner's while disguised as it", async () => {
    const staff = await loginCookie(t, (await createTeam(t.db, 'Staff', { ownerAdmin: true })).owner.email);
    expect(await checklist(staff)).toEqual({ complete: true, appId: null, appName: null, steps: [] });
    const disguise = await t.gql(DISGUISE, { id: String(acme.org.id) }, staff);
    expect(disguise.errors).toBeUndefined();
    expect(await checklist(staff)).toEqual(await checklist(as.acme));
    expect((await checklist(staff)).steps).toHaveLength(6);
  });

  it('asks for a session', async () => {
    expect(classification(await t.gql(GETTING_STARTED))).toBe('UnauthorizedError');
  });

  it('ticks each step off from the organisation’s real state, in order, until it is complete', async () => {
    await t.db.update(organizations).set({ termsApiAgreed: false }).where(eq(organizations.id, acme.org.id));
    let c = await checklist(as.acme);
    expect(c.steps.map((s) => s.id)).toEqual([
      'AGREE_TO_TERMS',
      'CREATE_APP',
      'SET_UP_APP',
      'WRITE_LISTING',
      'TEST_INSTALLATION',
      'SUBMIT_FOR_REVIEW',
    ]);
    expect(c).toMatchObject({ complete: false, appId: null, appName: null });
    expect(done(c)).toEqual([]);

    await t.db.update(organizations).set({ termsApiAgreed: true }).where(eq(organizations.id, acme.org.id));
    expect(done(await checklist(as.acme))).toEqual(['AGREE_TO_TERMS']);

    const app = (await t.gql(CREATE, { a: { name: 'Tour Sync', apiContactEmail: 'dev@acme.test' } }, as.acme)).data.appCreate;
    c = await checklist(as.acme);
    expect(c).toMatchObject({ appId: app.id, appName: 'Tour Sync' });
    expect(done(c)).toEqual(['AGREE_TO_TERMS', 'CREATE_APP']);

    await t.gql(UPDATE, { id: app.id, a: readyApp('Tour Sync') }, as.acme);
    expect(done(await checklist(as.acme))).toEqual(['AGREE_TO_TERMS', 'CREATE_APP', 'SET_UP_APP']);

    await createListing(t.db, Number(app.id));
    expect(done(await checklist(as.acme))).toEqual(['AGREE_TO_TERMS', 'CREATE_APP', 'SET_UP_APP', 'WRITE_LISTING']);

    await completeTestInstallation(t.db, app);
    // every member of the organisation sees the same checklist
    expect(done(await checklist(await loginCookie(t, acme.member.email)))).toEqual([
      'AGREE_TO_TERMS',
      'CREATE_APP',
      'SET_UP_APP',
      'WRITE_LISTING',
      'TEST_INSTALLATION',
    ]);

    // removing the test installation before submitting undoes its step
    await t.gql(UNINSTALL_TEST, { id: app.id }, as.acme);
    expect(done(await checklist(as.acme))).not.toContain('TEST_INSTALLATION');
    await t.db
      .update(installations)
      .set({ uninstalledAt: null })
      .where(eq(installations.appId, Number(app.id)));

    expect((await t.gql(SUBMIT, { id: app.id }, as.acme)).data.appSubmitForReview.status).toBe('IN_REVIEW');
    c = await checklist(as.acme);
    expect(c.complete).toBe(true);
    expect(c.steps.every((s) => s.done)).toBe(true);

    // a newer draft does not bring the checklist back: the submitted app leads
    await t.gql(CREATE, { a: { name: 'Second try', apiContactEmail: 'dev@acme.test' } }, as.acme);
    expect(await checklist(as.acme)).toMatchObject({ complete: true, appId: app.id });
  });

  it('reads only the viewer’s organisation', async () => {
    // Acme's submitted app, listing and test installation count for nobody else
    let c = await checklist(as.globex);
    expect(c).toMatchObject({ complete: false, appId: null });
    expect(done(c)).toEqual(['AGREE_TO_TERMS']);

    const own = (await t.gql(CREATE, { a: readyApp('Globex app') }, as.globex)).data.appCreate;
    c = await checklist(as.globex);
    expect(c.appId).toBe(own.id);
    expect(done(c)).toEqual(['AGREE_TO_TERMS', 'CREATE_APP', 'SET_UP_APP']);
  });

  it('counts a custom app as created, while the app steps wait for a public app', async () => {
    const initech = await createTeam(t.db, 'Initech');
    const owner = await loginCookie(t, initech.owner.email);
    await t.gql(CREATE, { a: { ...readyApp('Just for one'), type: 'CUSTOM' } }, owner);
    const c = await checklist(owner);
    expect(c).toMatchObject({ complete: false, appId: null });
    expect(done(c)).toEqual(['AGREE_TO_TERMS', 'CREATE_APP']);
  });

  it('leaves out deleted apps', async () => {
    const hooli = await createTeam(t.db, 'Hooli');
    const owner = await loginCookie(t, hooli.owner.email);
    const app = (await t.gql(CREATE, { a: readyApp('Gone soon') }, owner)).data.appCreate;
    await t.db
      .update(apps)
      .set({ deletedAt: new Date() })
      .where(eq(apps.id, Number(app.id)));
    expect(done(await checklist(owner))).toEqual(['AGREE_TO_TERMS']);
  });
});
