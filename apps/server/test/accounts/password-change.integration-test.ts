import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_RESET_LINK } from '../../src/modules/accounts/accounts.service.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { loginCookie } from '../apps-session.ts';
import { createTeam } from '../fixtures.ts';
import { ME, RESET, USER_UPDATE, requestResetToken } from '../support/accounts.ts';

/** Every route that sets a password ends the reset links and sessions the old one opened. */
describe('password changes end old reset links and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signedIn = async (cookie: { cookie: string }) => (await t.gql(ME, {}, cookie)).data.me !== null;
  const resetWith = (token: string, password = 'brand-new-pass') => t.gql(RESET, { token, password });
  const refusedAsInvalidLink = (r: Awaited<ReturnType<typeof resetWith>>) =>
    expect(r.errors?.[0]?.extensions.fields).toEqual([{ field: 'token', message: INVALID_RESET_LINK }]);

  it('kills every earlier reset link when a newer one is sent', async () => {
    const { member } = await createTeam(t.db, 'Newest Link');
    const first = await requestResetToken(t, member.email);
    const second = await requestResetToken(t, member.email);
    refusedAsInvalidLink(await resetWith(first));
    expect((await resetWith(second)).data).toEqual({ appAccountPasswordReset: true });
    await loginCookie(t, member.email, 'brand-new-pass');
  });

  it('accepts a reset link once, even when it is submitted twice at the same time', async () => {
    const { member } = await createTeam(t.db, 'Double Submit');
    const token = await requestResetToken(t, member.email);
    const answers = await Promise.all([resetWith(token, 'first-new-pass'), resetWith(token, 'second-new-pass')]);
    expect(answers.filter((r) => r.data?.appAccountPasswordReset === true)).toHaveLength(1);
    refusedAsInvalidLink(answers.find((r) => r.errors)!);
  });

  it('a reset ends every session of the user, and the link dies with it', async () => {
    const { member } = await createTeam(t.db, 'Reset Ends All');
    const [laptop, phone] = [await loginCookie(t, member.email), await loginCookie(t, member.email)];
    const token = await requestResetToken(t, member.email);
    expect((await resetWith(token)).data).toEqual({ appAccountPasswordReset: true });
    expect([await signedIn(laptop), await signedIn(phone)]).toEqual([false, false]);
    refusedAsInvalidLink(await resetWith(token, 'another-pass-1'));
  });

  it('changing one’s own password kills outstanding reset links and the other sessions, not the current one', async () => {
    const { member } = await createTeam(t.db, 'Own Profile');
    const [here, elsewhere] = [await loginCookie(t, member.email), await loginCookie(t, member.email)];
    const token = await requestResetToken(t, member.email);
    const changed = await t.gql(
      USER_UPDATE,
      { id: String(member.id), u: { firstName: 'Milo', lastName: 'X', password: 'changed-pass-1' } },
      here,
    );
    expect(changed.errors).toBeUndefined();
    expect([await signedIn(here), await signedIn(elsewhere)]).toEqual([true, false]);
    // whoever reads the mailbox later cannot set a password of their own with the old link
    refusedAsInvalidLink(await resetWith(token));
    await loginCookie(t, member.email, 'changed-pass-1');
  });

  it("the account owner setting a member's password kills the member's reset links and every session of theirs", async () => {
    const { owner, member } = await createTeam(t.db, 'Owner Sets');
    const ownerSession = await loginCookie(t, owner.email);
    const memberSession = await loginCookie(t, member.email);
    const token = await requestResetToken(t, member.email);
    const changed = await t.gql(
      USER_UPDATE,
      { id: String(member.id), u: { firstName: 'Milo', lastName: 'X', password: 'set-by-owner-1' } },
      ownerSession,
    );
    expect(changed.errors).toBeUndefined();
    expect([await signedIn(ownerSession), await signedIn(memberSession)]).toEqual([true, false]);
    refusedAsInvalidLink(await resetWith(token));
  });

  it('editing a profile without a new password keeps reset links and sessions', async () => {
    const { member } = await createTeam(t.db, 'Names Only');
    const [here, elsewhere] = [await loginCookie(t, member.email), await loginCookie(t, member.email)];
    const token = await requestResetToken(t, member.email);
    await t.gql(USER_UPDATE, { id: String(member.id), u: { firstName: 'Renamed', lastName: 'X', password: '' } }, here);
    expect([await signedIn(here), await signedIn(elsewhere)]).toEqual([true, true]);
    expect((await resetWith(token)).data).toEqual({ appAccountPasswordReset: true });
  });
});
