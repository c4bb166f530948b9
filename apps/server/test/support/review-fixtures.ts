import type { Db } from '../../src/db/client.ts';
import { installationEvents, installations, vendorUsers, vendors } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import type { TestApp } from '../harness.ts';
import { vendorLogin } from '../oauth-support.ts';

export const VENDOR_PASSWORD = 'vendor-pass-123';
const DAY = 86_400_000;
let seq = 0;

/** A vendor company with one user who can sign in to the vendor pages. */
export async function createReviewer(db: Db, name: string, opts: { country?: string; testForOrganizationId?: number } = {}) {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${++seq}`;
  const [vendor] = await db
    .insert(vendors)
    .values({ name, domain: slug, country: opts.country ?? 'IS', testForOrganizationId: opts.testForOrganizationId })
    .returning();
  const [user] = await db
    .insert(vendorUsers)
    .values({
      vendorId: vendor!.id,
      email: `${slug}@vendor.test`,
      firstName: 'Vera',
      lastName: name,
      passwordHash: await hashPassword(VENDOR_PASSWORD),
    })
    .returning();
  return { vendor: vendor!, user: user! };
}

/**
 * An installation of the app by the vendor from `fromDaysAgo`, ended `toDaysAgo` days ago (null: still installed),
 * with its install and uninstall events, as the install flow writes them.
 */
export async function installSpan(
  db: Db,
  p: { appId: number; vendorId: number; fromDaysAgo: number; toDaysAgo: number | null; scopes?: string[] },
) {
  const installedAt = new Date(Date.now() - p.fromDaysAgo * DAY);
  const uninstalledAt = p.toDaysAgo === null ? null : new Date(Date.now() - p.toDaysAgo * DAY);
  const [installation] = await db
    .insert(installations)
    .values({ appId: p.appId, vendorId: p.vendorId, installedAt, uninstalledAt, scopes: p.scopes ?? [] })
    .returning();
  await db.insert(installationEvents).values([
    { installationId: installation!.id, appId: p.appId, vendorId: p.vendorId, type: 'INSTALL', country: 'IS', occurredAt: installedAt },
    ...(uninstalledAt
      ? [
          {
            installationId: installation!.id,
            appId: p.appId,
            vendorId: p.vendorId,
            type: 'UNINSTALL' as const,
            country: 'IS',
            occurredAt: uninstalledAt,
          },
        ]
      : []),
  ]);
  return installation!;
}

/** The hidden CSRF field of a vendor page's form. */
export function csrfOf(html: string): string {
  const m = /name="csrf" value="([^"]+)"/.exec(html);
  if (!m) throw new Error('no csrf field on the page');
  return m[1]!;
}

/** Signs the reviewer in and answers a function that posts the review form as the browser does. */
export async function reviewerSession(t: TestApp, email: string) {
  const cookie = await vendorLogin(t, email, VENDOR_PASSWORD);
  const page = (appId: number | string) => t.app.inject({ method: 'GET', url: `/vendor/apps/${appId}/review`, headers: { cookie } });
  async function post(appId: number | string, values: Record<string, string>, csrf?: string) {
    const token = csrf ?? csrfOf((await t.app.inject({ method: 'GET', url: '/vendor/apps', headers: { cookie } })).body);
    return t.app.inject({
      method: 'POST',
      url: `/vendor/apps/${appId}/review`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ csrf: token, ...values }).toString(),
    });
  }
  return { cookie, page, post };
}
