import type { Db } from '../db/client.ts';
import { organizations, users } from '../db/schema/index.ts';

export const DEMO_PASSWORD = 'demo-pass-1234';

/** ARCHITECTURE §4 demo accounts; the README lists them too. */
export const DEMO_ACCOUNTS = [
  { email: 'owner@demo.test', role: 'account owner of "Demo Partner" (terms agreed)' },
  { email: 'member@demo.test', role: 'member of "Demo Partner"' },
  { email: 'newcomer@demo.test', role: 'account owner of "Fresh Partner" (terms not yet agreed)' },
  { email: 'admin@demo.test', role: 'platform staff (adminUser)' },
  { email: 'vendor@demo.test', role: 'vendor user of "Demo Tours" (demo-tours, IS); signs in at /vendor/login, not the partner login' },
] as const;

/** The partner organisations and users of the demo accounts. Returns the Demo Partner organisation id. */
export async function seedAccounts(db: Db, passwordHash: string, demoPartnerId: number) {
  const verified = new Date();
  const [fresh] = await db
    .insert(organizations)
    .values({ businessName: 'Fresh Partner', businessEmail: 'hello@fresh-partner.example' })
    .returning({ id: organizations.id });
  const [staff] = await db
    .insert(organizations)
    .values({
      businessName: 'App Store Staff',
      businessEmail: 'staff@appstore.example',
      termsApiAgreed: true,
      termsPartnerAgreed: true,
    })
    .returning({ id: organizations.id });
  const user = (email: string, firstName: string, lastName: string, organizationId: number, extra = {}) => ({
    email,
    firstName,
    lastName,
    organizationId,
    passwordHash,
    emailVerifiedAt: verified,
    ...extra,
  });
  await db
    .insert(users)
    .values([
      user('owner@demo.test', 'Olivia', 'Owner', demoPartnerId, { accountOwner: true }),
      user('member@demo.test', 'Mark', 'Member', demoPartnerId),
      user('newcomer@demo.test', 'Nora', 'Newcomer', fresh!.id, { accountOwner: true }),
      user('admin@demo.test', 'Ada', 'Admin', staff!.id, { accountOwner: true, adminUser: true }),
    ]);
}
