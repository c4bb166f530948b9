import { and, desc, eq, gt } from 'drizzle-orm';
import { devMails } from '../../src/db/schema/index.ts';
import type { TestApp } from '../harness.ts';

export const SIGNUP = `mutation($account: AppAccountSignupInput!) { appAccountSignup(account: $account) }`;
export const LOGIN = `mutation($account: AppAccountLoginInput!) { appAccountLogin(account: $account) { id email firstName lastName orgId orgName organizationId accountOwner adminUser } }`;
export const ME = `{ me { email orgName accountOwner } }`;
export const RESET_REQUEST = `mutation($email: String!) { appAccountPasswordResetRequest(email: $email) }`;
export const RESET = `mutation($token: String!, $password: String!) { appAccountPasswordReset(token: $token, password: $password) }`;
export const USER_UPDATE = `mutation($id: ID!, $u: AppAccountUserUpdateInput!) { appAccountUserUpdate(id: $id, userInfo: $u) { id } }`;

/** A complete signup form; the password is 'correct-horse-1'. */
export const signupInput = (email: string) => ({
  email,
  password: 'correct-horse-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  businessName: 'Analytical Engines',
  termsApiAgreed: true,
  termsPartnerAgreed: true,
});

export const cookieOf = (headers: Record<string, unknown>) => String([headers['set-cookie']].flat()[0]).split(';')[0]!;

/** The id of the newest mail in the dev mailbox (0 when empty), to wait for mail sent after it. */
export async function newestMailId(t: TestApp): Promise<number> {
  const [mail] = await t.db.select({ id: devMails.id }).from(devMails).orderBy(desc(devMails.id)).limit(1);
  return mail?.id ?? 0;
}

/**
 * The newest mail to `to` after mail `afterId`. Mail that answers signup and reset requests is sent after
 * the answer, so this waits for it a little.
 */
export async function waitForMail(t: TestApp, to: string, afterId = 0) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [mail] = await t.db
      .select()
      .from(devMails)
      .where(and(eq(devMails.to, to), gt(devMails.id, afterId)))
      .orderBy(desc(devMails.id))
      .limit(1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to} after mail ${afterId}`);
}

/** Exactly `count` mails to `to` after mail `afterId`, once they have arrived (fails on more or fewer). */
export async function waitForMails(t: TestApp, to: string, afterId: number, count: number) {
  const mailsTo = () =>
    t.db
      .select()
      .from(devMails)
      .where(and(eq(devMails.to, to), gt(devMails.id, afterId)))
      .orderBy(devMails.id);
  for (let attempt = 0; attempt < 100 && (await mailsTo()).length < count; attempt++) await new Promise((r) => setTimeout(r, 20));
  const mails = await mailsTo();
  if (mails.length !== count) throw new Error(`${mails.length} mails to ${to} after mail ${afterId}, expected ${count}`);
  return mails;
}

/** A GraphQL request from the client address `ip`, answering the raw response (status, headers, body). */
export function gqlFrom(t: TestApp, ip: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/appstore/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'x-csrf-protection': '1', ...headers },
    payload: JSON.stringify({ query, variables }),
  });
}

export async function signUpAndVerify(t: TestApp, email: string) {
  const before = await newestMailId(t);
  await t.gql(SIGNUP, { account: signupInput(email) });
  const link = (await waitForMail(t, email, before)).links.find((l) => l.includes('/appstore/verify-email'))!;
  await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
}

export async function logIn(t: TestApp, email: string, password = 'correct-horse-1') {
  const r = await t.gql(LOGIN, { account: { email, password } });
  return { r, cookie: r.headers['set-cookie'] ? cookieOf(r.headers) : '' };
}

/** Asks for a reset link for `email` (which must have an account) and answers the token it carries. */
export async function requestResetToken(t: TestApp, email: string): Promise<string> {
  const before = await newestMailId(t);
  const r = await t.gql(RESET_REQUEST, { email });
  if (r.errors) throw new Error(r.errors[0]!.message);
  const link = (await waitForMail(t, email, before)).links.find((l) => l.includes('/developer/reset-password'))!;
  return new URL(link).searchParams.get('token')!;
}
