import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { createTeam } from './fixtures.ts';

const LOGIN = `mutation($account: AppAccountLoginInput!) { appAccountLogin(account: $account) { id } }`;

/** Logs in through the API and answers the session cookie for later requests. */
export async function loginCookie(t: TestApp, email: string, password = 'team-pass-123'): Promise<{ cookie: string }> {
  const r = await t.gql(LOGIN, { account: { email, password } });
  if (r.errors) throw new Error(r.errors[0]!.message);
  return { cookie: String([r.headers['set-cookie']].flat()[0]).split(';')[0]! };
}

export const classification = (r: { errors?: { extensions: { classification: string } }[] }) => r.errors?.[0]?.extensions.classification;

/** The field messages of a ValidationError, as `field: message`. */
export const fieldMessages = (r: { errors?: { extensions: { fields?: { field: string; message: string }[] } }[] }) =>
  (r.errors?.[0]?.extensions.fields ?? []).map((f) => `${f.field}: ${f.message}`);

export const APP_FIELDS = `id name type status chargeType oneTimeChargeAmount freeTrialDays installationCountries apiContactEmail appUrl
  redirectUrlWhitelist redirectUrls numberOfInstallations canDelete pricingLocked customPublished reviewReason
  apiCredentials { apiKey secretKey } linkedVendor { id name } pricePlans { id name type } webhookSubscriptions { id topic url }`;
export const CREATE = `mutation($a: AppInput!) { appCreate(appInfo: $a) { ${APP_FIELDS} } }`;
/** Creates an app with the access its developer picked in the create form (`access: { scopes }`); without, it asks for none. */
export const CREATE_WITH_ACCESS = `mutation($a: AppInput!, $access: AppAccessInput) { appCreate(appInfo: $a, access: $access) { ${APP_FIELDS} } }`;
export const UPDATE = `mutation($id: ID!, $a: AppInput!) { appUpdate(id: $id, appInfo: $a) { ${APP_FIELDS} } }`;
export const APP = `query($id: ID!) { app(id: $id) { ${APP_FIELDS} } }`;
export const REPORT = `query($id: ID!) { appValidationReport(id: $id) { valid testInstallationSuccessful items { valid type message }
  listingsReports { listingId language valid items { type message } } } }`;
export const SUBMIT = `mutation($id: ID!) { appSubmitForReview(id: $id) { id status } }`;
export const DELETE = `mutation($id: ID!) { appDelete(id: $id) }`;

/** A public app that passes the validation report once it has a listing. */
export const readyApp = (name: string) => ({
  name,
  appUrl: 'https://app.example.com/launch',
  redirectUrlWhitelist: 'https://app.example.com/oauth/callback',
  apiContactEmail: 'api@example.com',
});

type Team = Awaited<ReturnType<typeof createTeam>>;

/**
 * A test app for the enclosing describe block with two partner organisations (Acme, Globex) and a staff member,
 * signed in as Acme's owner and member, Globex's owner and staff. The fields are set once its beforeAll has run.
 */
export function twoOrganizationsAndStaff() {
  const ctx = {} as { t: TestApp; acme: Team; globex: Team; staff: Team; as: Record<string, { cookie: string }> };
  beforeAll(async () => {
    const t = await createTestApp();
    const acme = await createTeam(t.db, 'Acme');
    const globex = await createTeam(t.db, 'Globex');
    const staff = await createTeam(t.db, 'Staff', { ownerAdmin: true });
    const as = {
      acmeOwner: await loginCookie(t, acme.owner.email),
      acmeMember: await loginCookie(t, acme.member.email),
      globexOwner: await loginCookie(t, globex.owner.email),
      admin: await loginCookie(t, staff.owner.email),
    };
    Object.assign(ctx, { t, acme, globex, staff, as });
  });
  afterAll(() => ctx.t.close());
  return ctx;
}
