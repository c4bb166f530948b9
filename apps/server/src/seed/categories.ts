import { inArray } from 'drizzle-orm';
import { categorySlug } from '@appstore/shared';
import type { Db } from '../db/client.ts';
import { appListings, categories, listingCategories } from '../db/schema/index.ts';
import type { SeedApp } from './catalogue-types.ts';

/** The store's starting set of categories, for tour and activity operators (staff add, rename and retire them). */
export const DEMO_CATEGORIES = [
  'Channel managers & OTAs',
  'Payments',
  'Reviews & reputation',
  'Marketing & e-mail',
  'Accounting',
  'CRM',
  'Guides & staff',
  'Website & booking widgets',
  'Reporting',
  'Communication',
  'Operations',
  'Pricing & revenue',
  'Guest extras',
] as const;
type DemoCategory = (typeof DEMO_CATEGORIES)[number];

/** The catalogue data's own grouping (SeedApp.category) decides the primary category. */
const PRIMARY: Record<string, DemoCategory> = {
  'Channel managers': 'Channel managers & OTAs',
  Accounting: 'Accounting',
  Analytics: 'Reporting',
  'Developer tools': 'Operations',
  Extras: 'Guest extras',
  Marketing: 'Marketing & e-mail',
  Operations: 'Operations',
  Payments: 'Payments',
  Pricing: 'Pricing & revenue',
  Reviews: 'Reviews & reputation',
  'Staff & guides': 'Guides & staff',
  'Website & booking': 'Website & booking widgets',
};

/** Secondary categories from what the listing says about itself, so CRM and Communication have apps too. */
const SECONDARY: [RegExp, DemoCategory][] = [
  [/\b(crm|customer (data|profiles?|records?)|guest profiles?|contacts?)\b/i, 'CRM'],
  [/\b(sms|whatsapp|messag\w*|chat|notifications?|reminders?)\b/i, 'Communication'],
  [/\b(reports?|reporting|analytics|dashboards?|insights?)\b/i, 'Reporting'],
  [/\b(e-?mail|newsletters?|campaigns?)\b/i, 'Marketing & e-mail'],
  [/\b(reviews?|ratings?|reputation)\b/i, 'Reviews & reputation'],
  [/\b(payments?|card|invoices?|deposits?)\b/i, 'Payments'],
  [/\b(ota|channels?|viator|expedia|getyourguide)\b/i, 'Channel managers & OTAs'],
  [/\b(widgets?|website|booking page)\b/i, 'Website & booking widgets'],
];

export function demoCategoriesOf(app: SeedApp): DemoCategory[] {
  const primary = PRIMARY[app.category] ?? 'Operations';
  const text = [app.tagLine, ...app.searchTerms, app.description].join(' ');
  const secondary = SECONDARY.filter(([pattern, category]) => category !== primary && pattern.test(text)).map(([, c]) => c);
  return [primary, ...new Set(secondary)].slice(0, 3);
}

/** The categories, and each demo listing's: its primary one from the data, up to two more from its text. */
export async function seedCategories(db: Db, catalogue: SeedApp[]) {
  const rows = await db
    .insert(categories)
    .values(DEMO_CATEGORIES.map((name) => ({ name, slug: categorySlug(name) })))
    .returning({ id: categories.id, name: categories.name });
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  const byName = new Map(catalogue.map((app) => [app.name, app]));
  const listings = await db
    .select({ id: appListings.id, name: appListings.name })
    .from(appListings)
    .where(inArray(appListings.name, [...byName.keys()]));
  const values = listings.flatMap((listing) =>
    demoCategoriesOf(byName.get(listing.name)!).map((name, position) => ({
      listingId: listing.id,
      categoryId: ids.get(name)!,
      primary: position === 0,
      position,
    })),
  );
  if (values.length) await db.insert(listingCategories).values(values);
}
