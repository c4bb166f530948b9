import { eq, sql } from 'drizzle-orm';
import { loginSchema, passwordResetRequestSchema, passwordResetSchema, signupSchema } from '@appstore/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { ForbiddenError, RateLimitedError, ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { clientOf } from '../../lib/client-address.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { passwordResetMail, signupAttemptMail, verificationMail } from '../mail/templates.ts';
import { consumeEmailToken, findEmailTokenUser, findUsableEmailToken, issueEmailToken } from './email-tokens.ts';
import { endOldCredentials } from './password-change.ts';
import { hashPassword, verifyPasswordOrDummy } from './passwords.ts';
import { createSession } from './sessions.ts';
import { clearFailures, returnAttempt, takeAttempt, tryAgainIn, type ThrottleLimit, type ThrottleRule } from './throttle.ts';

export interface AccountDeps {
  db: Db;
  config: Config;
  mail: MailOutbox;
  /** Where the work done after the answer (issuing a link and queuing its mail) reports its failure. */
  log?: (err: unknown, message: string) => void;
}

const HOUR = 3_600_000;
const VERIFY_LINK_VALID_MS = 24 * HOUR;
const RESET_LINK_VALID_MS = HOUR;
/**
 * Failed logins are counted per account from one address (tight), per account from anywhere (a ceiling
 * against distributed guessing, loose enough that a stranger cannot lock a user out with a few tries),
 * and per address across accounts.
 */
const PER_ACCOUNT_AND_ADDRESS: ThrottleRule = { limit: 5, windowSeconds: 15 * 60 };
const PER_ACCOUNT: ThrottleRule = { limit: 50, windowSeconds: 15 * 60 };
const PER_ADDRESS: ThrottleRule = { limit: 30, windowSeconds: 15 * 60 };
/**
 * Reset requests per e-mail address (whether or not it has an account) and per client: far above what a
 * person needs, low enough that nobody can flood an inbox or probe addresses in bulk.
 */
const RESET_PER_EMAIL: ThrottleRule = { limit: 3, windowSeconds: 60 * 60 };
const RESET_PER_CLIENT: ThrottleRule = { limit: 20, windowSeconds: 60 * 60 };
/**
 * Sign-ups per client: each costs a password hash and a mail and makes an organisation, so a script cannot mint
 * organisations (to stack votes or reports) or flood inboxes; a team signing up from one office stays well under it.
 */
export const SIGNUP_PER_CLIENT: ThrottleRule = { limit: 10, windowSeconds: 60 * 60 };
/** "Someone tried to sign up with your address" notices, per address; over it the notice is skipped silently. */
const SIGNUP_NOTICE_PER_EMAIL: ThrottleRule = { limit: 3, windowSeconds: 60 * 60 };

export const INVALID_LOGIN = 'Invalid email or password';
export const NOT_VERIFIED = 'Please verify your e-mail address before logging in. We have sent you a new verification link.';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';
export const INVALID_VERIFY_LINK = 'This verification link is invalid or has expired. Log in to receive a new one.';

const findUserByEmail = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1)
  )[0];

/** The new organisation a signup creates, in the signup's transaction (the organisations domain writes it). */
export type CreateOrganization = (
  tx: Db,
  values: { businessName: string; businessEmail: string; termsApiAgreed: boolean; termsPartnerAgreed: boolean },
) => Promise<number>;

/** Signals that the address is taken, to roll the signup's transaction back. */
class AddressTaken extends Error {}

/**
 * Signup creates the user and a new organisation they own, then sends the verification link. An address that
 * already has an account gets the same answer after the same work (the password is hashed and the insert
 * tried either way), and its owner is told by mail instead: the form reveals nothing about who has an account.
 * Throttled per client before any of that, whatever the address.
 */
export async function signup(
  deps: AccountDeps,
  input: unknown,
  client: { ip: string },
  createOrganization: CreateOrganization,
): Promise<true> {
  const data = parseInput(signupSchema, input);
  const taken = await takeAttempt(deps.db, [{ key: `signup:client:${clientOf(client.ip)}`, rule: SIGNUP_PER_CLIENT }]);
  if ('retryAfterSeconds' in taken) {
    throw new RateLimitedError(`Too many sign-ups from your network. ${tryAgainIn(taken.retryAfterSeconds)}`, taken.retryAfterSeconds);
  }
  const passwordHash = await hashPassword(data.password);
  // the unique index decides, so two parallel signups for one address also end in one account
  const user = await deps.db
    .transaction(async (tx) => {
      const organizationId = await createOrganization(tx, {
        businessName: data.businessName,
        businessEmail: data.email,
        termsApiAgreed: data.termsApiAgreed,
        termsPartnerAgreed: data.termsPartnerAgreed,
      });
      const [created] = await tx
        .insert(users)
        .values({ email: data.email, firstName: data.firstName, lastName: data.lastName, passwordHash, organizationId, accountOwner: true })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new AddressTaken();
      return created;
    })
    .catch((err: unknown) => {
      if (err instanceof AddressTaken) return null;
      throw err;
    });
  afterAnswer(deps, 'signup mail', () => (user ? sendVerification(deps, user) : noticeSignupAttempt(deps, data.email)));
  return true;
}

async function noticeSignupAttempt(deps: AccountDeps, email: string) {
  const owner = await findUserByEmail(deps.db, email);
  if (!owner) return;
  const limit = { key: `signup-notice:${email.toLowerCase()}`, rule: SIGNUP_NOTICE_PER_EMAIL };
  if ('retryAfterSeconds' in (await takeAttempt(deps.db, [limit]))) return;
  const { publicUrl } = deps.config;
  await deps.mail.queue(
    deps.db,
    signupAttemptMail({
      to: owner.email,
      firstName: owner.firstName,
      loginLink: `${publicUrl}/developer/login`,
      resetLink: `${publicUrl}/developer/forgot-password`,
    }),
  );
  deps.mail.wake();
}

/** The link and its mail commit together: no link that was never mailed, no mail with a link that was rolled back. */
async function sendVerification(deps: AccountDeps, user: { id: number; email: string; firstName: string }) {
  await deps.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, user.id, 'VERIFY_EMAIL', VERIFY_LINK_VALID_MS);
    const link = `${deps.config.publicUrl}/appstore/verify-email?token=${encodeURIComponent(token)}`;
    await deps.mail.queue(tx, verificationMail({ to: user.email, firstName: user.firstName, link }));
  });
  deps.mail.wake();
}

/**
 * What an anonymous request does about one address (look it up, issue a link, queue its mail) runs after the
 * answer, so that neither the answer nor how long it takes depends on whether the address has an account. It
 * only writes to the database (the outbox sends the mail), so it is done milliseconds after the answer; a process
 * killed in between loses that mail, and the user asks again (logging in unverified sends a new link); a server
that is stopped finishes it first (finishWorkAfterAnswers).
 */
function afterAnswer(deps: AccountDeps, what: string, work: () => Promise<void>) {
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    // a moment's database failure: once more, a second later (the user was told a mail is on its way)
    .catch(() => new Promise((resolve) => setTimeout(resolve, 1_000)).then(work))
    .catch((err: unknown) => deps.log?.(err, `${what} failed`))
    .finally(() => workAfterAnswers.delete(done));
  workAfterAnswers.add(done);
}

const workAfterAnswers = new Set<Promise<void>>();

/**
 * Waits for the work of answers already sent (a stopping server calls it before closing its database), so that
 * a restart never drops the mail of a sign-up or reset it has just confirmed.
 */
export async function finishWorkAfterAnswers(): Promise<void> {
  while (workAfterAnswers.size > 0) await Promise.all([...workAfterAnswers]);
}

/** The verification link: marks the address verified and answers where the browser goes next. */
export async function verifyEmail(deps: AccountDeps, token: string | undefined): Promise<string> {
  const userId = token ? await consumeEmailToken(deps.db, token, 'VERIFY_EMAIL') : null;
  if (!userId) {
    // a second click on the link of an address that is already verified is not a failure
    const owner = token ? await findEmailTokenUser(deps.db, token, 'VERIFY_EMAIL') : null;
    return owner?.emailVerifiedAt
      ? '/developer/login?validated=true'
      : `/developer/login?validated=false&message=${encodeURIComponent(INVALID_VERIFY_LINK)}`;
  }
  await deps.db.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
  return '/developer/login?validated=true';
}

/**
 * Login answers the same for an unknown address and a wrong password, and is throttled per account and per
 * client address. An unverified account gets a fresh verification link instead of a session.
 */
export async function login(deps: AccountDeps, input: unknown, client: { ip: string; userAgent?: string }) {
  const { email, password } = parseInput(loginSchema, input);
  const account = email.toLowerCase();
  const limits: ThrottleLimit[] = [
    { key: `login:account-address:${account}:${clientOf(client.ip)}`, rule: PER_ACCOUNT_AND_ADDRESS },
    { key: `login:account:${account}`, rule: PER_ACCOUNT },
    { key: `login:address:${clientOf(client.ip)}`, rule: PER_ADDRESS },
  ];
  // every check counts as a failure until it proves otherwise, so parallel guesses cannot outrun the counters
  const taken = await takeAttempt(deps.db, limits);
  if ('retryAfterSeconds' in taken) {
    throw new RateLimitedError(`Too many failed login attempts. ${tryAgainIn(taken.retryAfterSeconds)}`, taken.retryAfterSeconds);
  }
  const user = await findUserByEmail(deps.db, email);
  const valid = await verifyPasswordOrDummy(user?.passwordHash, password);
  if (!user || !valid) throw new ValidationError([{ field: 'password', message: INVALID_LOGIN }], INVALID_LOGIN);
  await returnAttempt(deps.db, taken.reservation);
  if (!user.emailVerifiedAt) {
    await sendVerification(deps, user);
    throw new ForbiddenError(NOT_VERIFIED);
  }
  await clearFailures(deps.db, limits[0]!.key);
  return { token: await createSession(deps.db, user.id, client), userId: user.id };
}

/**
 * Always answers true, so the form tells nobody which addresses have accounts; throttled per address and per
 * client before anything is looked up, so unknown addresses are throttled alike. Only the newest link works.
 */
export async function requestPasswordReset(deps: AccountDeps, input: unknown, client: { ip: string }): Promise<true> {
  const { email } = parseInput(passwordResetRequestSchema, input);
  const taken = await takeAttempt(deps.db, [
    { key: `reset:email:${email.toLowerCase()}`, rule: RESET_PER_EMAIL },
    { key: `reset:client:${clientOf(client.ip)}`, rule: RESET_PER_CLIENT },
  ]);
  if ('retryAfterSeconds' in taken) {
    throw new RateLimitedError(`Too many password reset requests. ${tryAgainIn(taken.retryAfterSeconds)}`, taken.retryAfterSeconds);
  }
  afterAnswer(deps, 'password reset mail', () => sendResetLink(deps, email));
  return true;
}

async function sendResetLink(deps: AccountDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, user.id, 'PASSWORD_RESET', RESET_LINK_VALID_MS, { onlyLatest: true });
    const link = `${deps.config.publicUrl}/developer/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mail.queue(tx, passwordResetMail({ to: user.email, firstName: user.firstName, link }));
  });
  deps.mail.wake();
}

/**
 * Sets a new password with a reset link: the link is checked before the costly hash, and used up in the
 * transaction that stores the password, so it works once even when submitted twice at the same time. Every
 * session and every other reset link of the user ends.
 */
export async function resetPassword(deps: AccountDeps, input: unknown): Promise<true> {
  const { token, password } = parseInput(passwordResetSchema, input);
  const invalid = () => new ValidationError([{ field: 'token', message: INVALID_RESET_LINK }]);
  if (!(await findUsableEmailToken(deps.db, token, 'PASSWORD_RESET'))) throw invalid();
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'PASSWORD_RESET');
    if (!userId) throw invalid();
    // following the link proves the address too
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await endOldCredentials(tx, userId);
  });
  return true;
}
