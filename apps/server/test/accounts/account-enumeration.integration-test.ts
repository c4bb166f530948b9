import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { organizations, users } from '../../src/db/schema/index.ts';
import { createMailer, type MailMessage } from '../../src/modules/mail/mail.service.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import { INVALID_RESET_LINK } from '../../src/modules/accounts/accounts.service.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createTeam } from '../fixtures.ts';
import {
  RESET,
  RESET_REQUEST,
  SIGNUP,
  gqlFrom,
  newestMailId,
  requestResetToken,
  signupInput,
  waitForMail,
  waitForMails,
} from '../support/accounts.ts';

// counts the costly password hashes the server does, without changing them
vi.mock('../../src/modules/accounts/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/modules/accounts/passwords.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});
const hashes = () => vi.mocked(hashPassword).mock.calls.length;

/**
 * Sign-up and reset tell nobody which addresses have accounts: the same bytes and the same
 * costly work for a registered and an unknown address. Timing is asserted by structure (one hash on each path,
 * no waiting for mail), not by a stopwatch; apps/server/bench/accounts.bench.ts measures it.
 */
describe('account enumeration', () => {
  let t: TestApp;
  /** Mail the test holds back: sending waits until `releaseMail()`. */
  const held: { message: MailMessage; release: () => void }[] = [];
  let holdMail = false;
  const releaseMail = () => held.splice(0).forEach((h) => h.release());

  beforeAll(async () => {
    t = await createTestApp({
      mailer: (db) => {
        const mailbox = createMailer({ db, from: 'test@store.test' });
        return {
          async send(message) {
            if (holdMail) await new Promise<void>((release) => held.push({ message, release }));
            await mailbox.send(message);
          },
        };
      },
    });
  });
  beforeEach(() => {
    vi.mocked(hashPassword).mockClear();
  });
  afterAll(async () => {
    holdMail = false;
    releaseMail();
    await t.close();
  });

  const count = async (table: typeof users | typeof organizations) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  it('answers a sign-up with a registered address byte for byte like a new one, after the same hash, and mails the owner', async () => {
    const { owner } = await createTeam(t.db, 'Registered');
    const before = await newestMailId(t);
    const [usersBefore, orgsBefore] = [await count(users), await count(organizations)];

    vi.mocked(hashPassword).mockClear();
    const taken = await gqlFrom(t, '10.40.0.1', SIGNUP, { account: signupInput(owner.email.toUpperCase()) });
    expect(hashes()).toBe(1);
    vi.mocked(hashPassword).mockClear();
    const fresh = await gqlFrom(t, '10.40.0.1', SIGNUP, { account: signupInput('brand-new@example.com') });
    expect(hashes()).toBe(1);

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(fresh.json()).toEqual({ data: { appAccountSignup: true } });
    // only the new address made an account; the owner hears that someone tried theirs
    expect([await count(users), await count(organizations)]).toEqual([usersBefore + 1, orgsBefore + 1]);
    const notice = await waitForMail(t, owner.email, before);
    expect(notice.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(notice.links).toEqual(['http://store.test/developer/forgot-password', 'http://store.test/developer/login']);
    expect((await waitForMail(t, 'brand-new@example.com', before)).subject).toBe('Verify your e-mail address');
  });

  it('makes one account of parallel sign-ups for one new address, answering each alike', async () => {
    const before = await newestMailId(t);
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.gql(SIGNUP, { account: signupInput('racing@example.com') })));
    expect(answers.map((r) => r.data)).toEqual(Array(4).fill({ appAccountSignup: true }));
    const rows = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'racing@example.com'`);
    expect(rows).toHaveLength(1);
    const mails = await waitForMails(t, 'racing@example.com', before, 4);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Someone tried to sign up with your e-mail address',
      'Someone tried to sign up with your e-mail address',
      'Someone tried to sign up with your e-mail address',
      'Verify your e-mail address',
    ]);
  });

  it('answers a reset request for a registered and an unknown address byte for byte alike, without waiting for the mail', async () => {
    const { member } = await createTeam(t.db, 'Reset Probe');
    holdMail = true;
    try {
      const timeout = new Promise<'waited for the mail'>((resolve) => setTimeout(() => resolve('waited for the mail'), 5_000));
      const known = await Promise.race([gqlFrom(t, '10.41.0.1', RESET_REQUEST, { email: member.email }), timeout]);
      const unknown = await gqlFrom(t, '10.41.0.1', RESET_REQUEST, { email: 'no-account@example.com' });
      if (known === 'waited for the mail') throw new Error('the answer for a registered address waited for its mail');
      expect(known.body).toBe(unknown.body);
      expect(known.body).toBe('{"data":{"appAccountPasswordResetRequest":true}}');
      // the link is still made and mailed, after the answer
      for (let i = 0; i < 100 && held.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(held.map((h) => h.message.to)).toEqual([member.email]);
    } finally {
      holdMail = false;
      releaseMail();
    }
  });

  it('checks a reset link before hashing the new password', async () => {
    const bogus = await t.gql(RESET, { token: 'not-a-real-token', password: 'brand-new-pass' });
    expect(bogus.errors?.[0]?.extensions.fields).toEqual([{ field: 'token', message: INVALID_RESET_LINK }]);
    expect(hashes()).toBe(0);

    const { member } = await createTeam(t.db, 'Valid Link');
    const token = await requestResetToken(t, member.email);
    vi.mocked(hashPassword).mockClear();
    expect((await t.gql(RESET, { token, password: 'brand-new-pass' })).data).toEqual({ appAccountPasswordReset: true });
    expect(hashes()).toBe(1);
  });
});
