import type { Db } from '../db/client.ts';
import { vendors, vendorUsers } from '../db/schema/index.ts';
import { chunks, type Random } from './random.ts';

const PLACES: [string, string][] = [
  ['Reykjavik', 'IS'],
  ['Akureyri', 'IS'],
  ['Lisbon', 'PT'],
  ['Porto', 'PT'],
  ['Barcelona', 'ES'],
  ['Seville', 'ES'],
  ['Dubrovnik', 'HR'],
  ['Split', 'HR'],
  ['Edinburgh', 'GB'],
  ['London', 'GB'],
  ['Dublin', 'IE'],
  ['Galway', 'IE'],
  ['Oslo', 'NO'],
  ['Tromso', 'NO'],
  ['Bergen', 'NO'],
  ['Stockholm', 'SE'],
  ['Copenhagen', 'DK'],
  ['Helsinki', 'FI'],
  ['Rome', 'IT'],
  ['Florence', 'IT'],
  ['Amalfi', 'IT'],
  ['Paris', 'FR'],
  ['Nice', 'FR'],
  ['Berlin', 'DE'],
  ['Munich', 'DE'],
  ['Vienna', 'AT'],
  ['Prague', 'CZ'],
  ['Budapest', 'HU'],
  ['Athens', 'GR'],
  ['Santorini', 'GR'],
  ['Istanbul', 'TR'],
  ['Marrakech', 'MA'],
  ['Cape Town', 'ZA'],
  ['Nairobi', 'KE'],
  ['Zanzibar', 'TZ'],
  ['New York', 'US'],
  ['San Francisco', 'US'],
  ['Miami', 'US'],
  ['New Orleans', 'US'],
  ['Honolulu', 'US'],
  ['Anchorage', 'US'],
  ['Vancouver', 'CA'],
  ['Banff', 'CA'],
  ['Quebec', 'CA'],
  ['Cancun', 'MX'],
  ['Oaxaca', 'MX'],
  ['Cusco', 'PE'],
  ['Buenos Aires', 'AR'],
  ['Rio', 'BR'],
  ['Cartagena', 'CO'],
  ['Sydney', 'AU'],
  ['Cairns', 'AU'],
  ['Queenstown', 'NZ'],
  ['Auckland', 'NZ'],
  ['Bali', 'ID'],
  ['Bangkok', 'TH'],
  ['Chiang Mai', 'TH'],
  ['Hanoi', 'VN'],
  ['Kyoto', 'JP'],
  ['Tokyo', 'JP'],
  ['Seoul', 'KR'],
  ['Singapore', 'SG'],
  ['Dubai', 'AE'],
  ['Taipei', 'TW'],
];
const KINDS = [
  'Whale Watching',
  'Food Tours',
  'Walking Tours',
  'Kayak Adventures',
  'Bike Tours',
  'Wine Tours',
  'Glacier Hikes',
  'Boat Trips',
  'Segway Tours',
  'Cooking Classes',
  'Sailing',
  'Northern Lights Tours',
  'Diving Center',
  'Safaris',
  'Street Art Tours',
  'Horse Riding',
  'Ghost Walks',
  'Day Trips',
  'Climbing School',
  'Photo Tours',
];

export interface SeededVendor {
  id: number;
  country: string;
}

/** Demo Tours (the demo vendor account) plus a few hundred tour operators around the world. */
export async function seedVendors(db: Db, random: Random, passwordHash: string) {
  const rows: (typeof vendors.$inferInsert)[] = [{ name: 'Demo Tours', domain: 'demo-tours', country: 'IS' }];
  const seen = new Set(['demo-tours']);
  while (rows.length < 1000) {
    const [city, country] = random.pick(PLACES);
    const name = `${city} ${random.pick(KINDS)}`;
    let domain = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    if (seen.has(domain)) domain = `${domain}-${rows.length}`;
    seen.add(domain);
    rows.push({ name, domain, country });
  }
  const inserted: SeededVendor[] = [];
  for (const part of chunks(rows, 500)) {
    inserted.push(...(await db.insert(vendors).values(part).returning({ id: vendors.id, country: vendors.country })));
  }
  await db.insert(vendorUsers).values({
    vendorId: inserted[0]!.id,
    email: 'vendor@demo.test',
    passwordHash,
    firstName: 'Vera',
    lastName: 'Vendor',
  });
  return inserted;
}
