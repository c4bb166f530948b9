/**
 * The soak's mix: what the store's visitors, the partners in their portal, and installed apps ask for, each kind
 * at its own fixed rate (requests per second before `--scale`). Every answer is checked: a status other than
 * 200, a GraphQL error or a body without what the page or query must have is an error of the run.
 */
import { LIST_QUERY } from '../store-documents.ts';
import { seededRandom } from '../varied-terms.ts';
import type { RequestKind } from './open-load.ts';

/** A signed-in portal user and the objects their organisation owns. */
export interface PortalAccount {
  email: string;
  cookie: string;
  userId: number;
  lastName: string;
  /** a draft app the owner edits (absent for accounts that only read) */
  draftAppId?: number;
  /** a webhook subscription whose delivery log the owner reads */
  subscriptionId?: number;
}

/** An installed app: its access token and the vendor's experiences it books. */
export interface InstalledApp {
  token: string;
  experienceIds: string[];
}

export interface TrafficData {
  terms: string[];
  listingIds: number[];
  portal: PortalAccount[];
  apps: InstalledApp[];
}

const DAY = 86_400_000;
const STORE_HEADERS = { 'content-type': 'application/json', 'x-csrf-protection': '1' };
const ORG_STATUS = `{ appOrgStatus { hasUnclaimedPayout hasRejectedPayout hasValidPayoutSettings hasValidTaxForm amount displayAmount periodFrom periodTo
  payoutSettingsPreview { payableTo bankName bankAccountNumber iban swift paymentType currencyCode usResident }
  taxFormPreview { formType name country taxIdLast4 signedName signedAt } } }`;
const DASHBOARD = `query($from: Float!, $to: Float!) { appDashboard(timestampFrom: $from, timestampTo: $to, split: DAILY) {
  installations { label amount } uninstallations { label amount } installationsByCountry { label amount } } }`;
const APPS = `{ me { id email } apps(first: 10) { totalCount edges { node { id name status type } } } }`;
const DELIVERIES = `query($id: ID!) { webhookDeliveries(webhookId: $id, first: 20) { totalCount edges { node { id eventId status attemptCount createdAt } } } }`;
const LISTING = `query($id: ID!) { publicAppListing(id: $id) { id appId name tagLine description chargeType integrations
  icon { sourceUrl } screenShots { type image { sourceUrl } } organization { businessName } pricePlans { planId name } } }`;
const EXPERIENCES = `{ experiences(first: 20) { totalCount edges { node { id name price currency } } } }`;
const BOOKINGS = `{ bookings(first: 20) { totalCount edges { node { id confirmationCode status date participants totalPrice experience { id } } } } }`;
const BOOKING_CREATE = `mutation($input: BookingCreateInput!) { bookingCreate(input: $input) { id confirmationCode } }`;

const pick = <T>(items: T[], n: number) => items[n % items.length]!;

/**
 * Request n's item, drawn with Zipf weights (the k-th item as often as 1/k of the first), as visitors search and
 * open apps: a few popular terms and apps, and a long tail. The same n draws the same item on every run. (A plain
 * round robin over every item would be the worst case of a least-recently-used cache, which no real traffic is.)
 */
export function zipfPicker<T>(items: T[], seed: number): (n: number) => T {
  const cumulative: number[] = [];
  items.reduce((sum, _, k) => (cumulative[k] = sum + 1 / (k + 1)), 0);
  const total = cumulative.at(-1) ?? 0;
  return (n) => {
    const u = seededRandom(seed * 1_000_003 + n)() * total;
    let lo = 0;
    let hi = items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < u) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

/** GETs a store page; answers how the server made it (Server-Timing: cache, shared, render or shell). */
async function page(url: string, signal: AbortSignal, mustContain: string): Promise<string | undefined> {
  const res = await fetch(url, { headers: { accept: 'text/html' }, signal });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
  if (!body.includes(mustContain)) throw new Error(`page without ${JSON.stringify(mustContain)}`);
  return /page;desc="(\w+)"/.exec(res.headers.get('server-timing') ?? '')?.[1];
}

/**
 * POSTs a GraphQL document; throws on a status other than 200, any error, or an answer `check` refuses. Answers
 * whether the catalogue cache served it (x-catalog-cache), for the store's queries.
 */
async function graphql(
  url: string,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
  signal: AbortSignal,
  check: (data: any) => boolean = (data) => data != null,
): Promise<string | undefined> {
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }), signal });
  const text = await res.text();
  let json: { data?: unknown; errors?: { message: string; extensions?: { classification?: string } }[] };
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${res.status}, not JSON`);
  }
  if (json.errors?.length) {
    const e = json.errors[0]!;
    throw new Error(`HTTP ${res.status} ${e.extensions?.classification ?? 'error'}: ${e.message.slice(0, 120)}`);
  }
  if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
  if (!check(json.data)) throw new Error(`unexpected answer: ${text.slice(0, 120)}`);
  return res.headers.get('x-catalog-cache') ?? undefined;
}

export function trafficKinds(data: TrafficData, scale: number): RequestKind[] {
  const pageTerm = zipfPicker(data.terms, 1);
  const searchTerm = zipfPicker(data.terms, 2);
  const pageListing = zipfPicker(data.listingIds, 3);
  const apiListing = zipfPicker(data.listingIds, 4);
  const store = (base: string) => `${base}/appstore/graphql`;
  const portal = (n: number, accounts = data.portal) => {
    const account = pick(accounts, n);
    return { account, headers: { ...STORE_HEADERS, cookie: account.cookie } };
  };
  const owners = data.portal.filter((a) => a.draftAppId !== undefined);
  const subscribers = data.portal.filter((a) => a.subscriptionId !== undefined);
  const appApi = (base: string) => `${base}/api/graphql`;
  const appHeaders = (app: InstalledApp) => ({ 'content-type': 'application/json', 'x-bokun-app-access-token': app.token });

  const kinds: RequestKind[] = [
    // the store's visitors: server-rendered pages (what a browser or crawler loads first) and the GraphQL the
    // page asks next
    {
      name: 'GET / (home page)',
      group: 'store page',
      perSecond: 1,
      distinct: 1,
      send: (_n, base, signal) => page(`${base}/`, signal, '</html>'),
    },
    {
      name: 'GET /apps?q= (search page)',
      group: 'store page',
      perSecond: 2,
      distinct: data.terms.length,
      send: (n, base, signal) =>
        page(`${base}/apps?q=${encodeURIComponent(n < 0 ? pick(data.terms, -n - 1) : pageTerm(n))}`, signal, '</html>'),
    },
    {
      name: 'GET /app-details/:id',
      group: 'store page',
      perSecond: 2,
      distinct: data.listingIds.length,
      send: (n, base, signal) => page(`${base}/app-details/${n < 0 ? pick(data.listingIds, -n - 1) : pageListing(n)}`, signal, '</html>'),
    },
    {
      name: 'store search (varied terms)',
      group: 'store api',
      perSecond: 6,
      distinct: data.terms.length,
      send: (n, base, signal) =>
        graphql(
          store(base),
          STORE_HEADERS,
          LIST_QUERY,
          { filter: { searchTerm: n < 0 ? pick(data.terms, -n - 1) : searchTerm(n) }, first: 50 },
          signal,
          (d) => Array.isArray(d?.publicAppListings?.edges),
        ),
    },
    {
      name: 'store listing',
      group: 'store api',
      perSecond: 2,
      distinct: data.listingIds.length,
      send: (n, base, signal) =>
        graphql(store(base), STORE_HEADERS, LISTING, { id: String(n < 0 ? pick(data.listingIds, -n - 1) : apiListing(n)) }, signal, (d) =>
          Boolean(d?.publicAppListing?.id),
        ),
    },
    // partners in the portal, each request as the next account
    {
      name: 'portal: me + apps',
      group: 'portal read',
      perSecond: 2,
      send: (n, base, signal) =>
        graphql(store(base), portal(n).headers, APPS, {}, signal, (d) => d?.me?.id && Array.isArray(d?.apps?.edges)),
    },
    {
      name: 'portal: appOrgStatus',
      group: 'portal read',
      perSecond: 2,
      send: (n, base, signal) => graphql(store(base), portal(n).headers, ORG_STATUS, {}, signal, (d) => Boolean(d?.appOrgStatus)),
    },
    {
      name: 'portal: appDashboard 30 days',
      group: 'portal read',
      perSecond: 1.5,
      send: (n, base, signal) => {
        const to = Date.now();
        return graphql(store(base), portal(n).headers, DASHBOARD, { from: to - 30 * DAY, to }, signal, (d) =>
          Array.isArray(d?.appDashboard?.installations),
        );
      },
    },
    {
      name: 'portal: webhook deliveries',
      group: 'portal read',
      perSecond: 1.5,
      send: (n, base, signal) => {
        const { account, headers } = portal(n, subscribers);
        return graphql(store(base), headers, DELIVERIES, { id: String(account.subscriptionId) }, signal, (d) =>
          Array.isArray(d?.webhookDeliveries?.edges),
        );
      },
    },
    {
      name: 'portal: appUpdate (draft app)',
      group: 'portal write',
      perSecond: 0.5,
      send: (n, base, signal) => {
        const { account, headers } = portal(n, owners);
        return graphql(
          store(base),
          headers,
          'mutation($id: ID!, $appInfo: AppInput!) { appUpdate(id: $id, appInfo: $appInfo) { id appReviewInstructions } }',
          { id: String(account.draftAppId), appInfo: { appReviewInstructions: `Soak edit ${n}: sign in with the demo vendor.` } },
          signal,
          (d) => d?.appUpdate?.appReviewInstructions?.startsWith(`Soak edit ${n}:`),
        );
      },
    },
    {
      name: 'portal: profile update',
      group: 'portal write',
      perSecond: 0.5,
      send: (n, base, signal) => {
        const { account, headers } = portal(n, owners);
        return graphql(
          store(base),
          headers,
          'mutation($id: ID!, $userInfo: AppAccountUserUpdateInput!) { appAccountUserUpdate(id: $id, userInfo: $userInfo) { id firstName } }',
          { id: String(account.userId), userInfo: { firstName: `Sam ${n}`, lastName: account.lastName } },
          signal,
          (d) => d?.appAccountUserUpdate?.firstName === `Sam ${n}`,
        );
      },
    },
    // installed apps: reads, and bookings whose bookings/create event fans out to every subscribed app
    {
      name: 'App API: experiences',
      group: 'app api read',
      perSecond: 3,
      send: (n, base, signal) =>
        graphql(appApi(base), appHeaders(pick(data.apps, n)), EXPERIENCES, {}, signal, (d) => Array.isArray(d?.experiences?.edges)),
    },
    {
      name: 'App API: bookings',
      group: 'app api read',
      perSecond: 3,
      send: (n, base, signal) =>
        graphql(appApi(base), appHeaders(pick(data.apps, n)), BOOKINGS, {}, signal, (d) => Array.isArray(d?.bookings?.edges)),
    },
    {
      name: 'App API: bookingCreate (event)',
      group: 'app api event',
      perSecond: 3,
      send: (n, base, signal) => {
        const app = pick(data.apps, n);
        const date = new Date(Date.now() + (1 + (n % 60)) * DAY).toISOString().slice(0, 10);
        const input = {
          experienceId: pick(app.experienceIds, n),
          date,
          participants: 1 + (n % 4),
          customer: { firstName: 'Soak', lastName: `Guest ${n}`, email: `guest-${n}@soak.test` },
        };
        return graphql(appApi(base), appHeaders(app), BOOKING_CREATE, { input }, signal, (d) => Boolean(d?.bookingCreate?.id));
      },
    },
  ];
  return kinds.map((k) => ({ ...k, perSecond: k.perSecond * scale }));
}

/** Each group's latency target (p95, ms) under sustained mixed traffic, and its name in the report. */
export const GROUP_TARGETS: Record<string, number> = { 'store page': 50, 'portal read': 150 };
