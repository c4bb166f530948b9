import { inArray, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.ts';
import { bookings, experiences, vendors } from '../db/schema/index.ts';
import { chunks, seededRandom, type Random } from './random.ts';

/**
 * Every vendor's own catalogue and bookings, for the App API: a few experiences named after what the
 * vendor does, and bookings from two months ago to three months ahead (paid, part-paid, cancelled and
 * refunded). Demo Tours gets more of both, so the explorer has pages to turn. Deterministic, and fast for
 * a thousand vendors: a handful of multi-row inserts.
 */

type Template = [name: string, minPrice: number, maxPrice: number, description: string];

const BY_KIND: Record<string, Template[]> = {
  'Whale Watching': [
    ['Classic Whale Watching Cruise', 79, 119, 'Three hours at sea with a marine biologist on board.'],
    ['Whales & Puffins Express', 99, 139, 'A fast RIB boat to the feeding grounds and the puffin islands.'],
    ['Sunset Whale Safari', 109, 149, 'An evening departure when the sea is calm and the light is golden.'],
  ],
  'Food Tours': [
    ['{city} Food Walk', 69, 99, 'Eight tastings in family-run places, with the stories behind them.'],
    ['Market Breakfast Tour', 49, 69, 'Early morning at the market with coffee and pastries.'],
    ['Evening Tapas & Wine', 89, 129, 'Four bars, small plates and local wines.'],
  ],
  'Walking Tours': [
    ['{city} Old Town Walk', 25, 39, 'Two hours through the historic centre with a local guide.'],
    ['Hidden {city}', 35, 49, 'Courtyards, side streets and the places guidebooks miss.'],
    ['{city} by Night', 29, 45, 'Legends and landmarks after dark.'],
  ],
  'Kayak Adventures': [
    ['Sea Kayak Half Day', 69, 99, 'Paddle the coastline and its caves; no experience needed.'],
    ['Sunrise Paddle', 59, 79, 'Calm water, first light and a hot drink on the beach.'],
    ['Full Day Kayak Expedition', 139, 189, 'Six hours on the water with a picnic lunch.'],
  ],
  'Bike Tours': [
    ['{city} Highlights by Bike', 39, 59, 'Three hours, easy pace, the sights of the city.'],
    ['E-Bike Countryside Tour', 79, 109, 'Vineyards and villages with electric assistance.'],
    ['Mountain Bike Trail Ride', 89, 129, 'Single tracks for riders who know their way around a bike.'],
  ],
  'Wine Tours': [
    ['Vineyard Tasting Tour', 89, 139, 'Two estates, six wines, cheese and bread.'],
    ['Sommelier Cellar Experience', 119, 179, 'A private cellar tasting led by a sommelier.'],
    ['Harvest Day', 99, 149, 'Pick grapes, press them and lunch with the winemaker.'],
  ],
  'Glacier Hikes': [
    ['Glacier Walk Introduction', 99, 129, 'Crampons, ice axes and three hours on the ice.'],
    ['Ice Cave & Glacier Hike', 169, 229, 'A blue ice cave and the glacier above it.'],
    ['Glacier Summit Trek', 249, 329, 'A full day to the top with a certified glacier guide.'],
  ],
  'Boat Trips': [
    ['Harbour Cruise', 29, 45, 'An hour around the harbour and its islands.'],
    ['Island Hopping Day', 89, 129, 'Three islands, swimming stops and lunch on board.'],
    ['Sunset Boat Trip', 49, 79, 'Drinks on deck as the sun goes down.'],
  ],
  'Segway Tours': [
    ['{city} Segway Glide', 59, 79, 'Two hours gliding past the landmarks.'],
    ['Segway Parks Tour', 49, 69, 'Green spaces and viewpoints off the tourist trail.'],
  ],
  'Cooking Classes': [
    ['Traditional Cooking Class', 79, 119, 'Cook three local dishes and eat them together.'],
    ['Pasta & Dessert Workshop', 69, 99, 'Fresh pasta from scratch and a classic dessert.'],
    ['Market to Table', 99, 139, 'Shop at the market with the chef, then cook lunch.'],
  ],
  Sailing: [
    ['Half Day Sailing', 89, 129, 'Learn the ropes on a classic sailing yacht.'],
    ['Private Yacht Charter', 390, 690, 'The boat and its skipper for up to eight guests.'],
    ['Sunset Sail', 69, 99, 'Two hours under sail with a glass of bubbly.'],
  ],
  'Northern Lights Tours': [
    ['Northern Lights Hunt', 69, 99, 'We drive to where the sky is clearest; free rebooking if the lights stay away.'],
    ['Aurora Photo Tour', 119, 169, 'Small group, tripods provided, a photographer as guide.'],
    ['Northern Lights by Boat', 79, 109, 'Away from the city lights, on the water.'],
  ],
  'Diving Center': [
    ['Discover Scuba Diving', 99, 149, 'A first dive with an instructor; no certificate needed.'],
    ['Two-Tank Reef Dive', 119, 159, 'Two dives for certified divers, equipment included.'],
    ['Night Dive', 89, 129, 'The reef by torchlight.'],
  ],
  Safaris: [
    ['Morning Game Drive', 89, 139, 'Open vehicle, expert tracker, the big five if luck holds.'],
    ['Full Day Safari', 189, 289, 'Sunrise to sunset in the reserve with a bush lunch.'],
    ['Walking Safari', 79, 119, 'On foot with an armed ranger.'],
  ],
  'Street Art Tours': [
    ['{city} Street Art Walk', 25, 39, 'Murals and the artists who painted them.'],
    ['Graffiti Workshop', 49, 69, 'Learn the basics and paint your own piece.'],
  ],
  'Horse Riding': [
    ['Beginner Trail Ride', 59, 89, 'Gentle horses, two hours through the countryside.'],
    ['Beach Gallop', 99, 139, 'For confident riders: along the sand at full speed.'],
    ['Full Day Horse Trek', 179, 249, 'Mountain trails and lunch in the saddle bags.'],
  ],
  'Ghost Walks': [
    ['{city} Ghost Walk', 19, 29, 'Ninety minutes of true stories from the dark side of town.'],
    ['Haunted Pub Crawl', 35, 49, 'Four old pubs and the spirits that never left.'],
  ],
  'Day Trips': [
    ['Full Day Highlights Tour', 89, 139, 'The region in a day, with hotel pickup.'],
    ['Countryside & Villages', 79, 109, 'Small villages, local producers and a long lunch.'],
    ['Private Day Trip', 290, 490, 'Your own driver-guide and the route you choose.'],
  ],
  'Climbing School': [
    ['Intro to Rock Climbing', 79, 109, 'Half a day on the rock with all the gear.'],
    ['Via Ferrata Adventure', 99, 139, 'Steel cables and ladders up a spectacular face.'],
    ['Multi-Pitch Day', 189, 249, 'A full day on long routes for experienced climbers.'],
  ],
  'Photo Tours': [
    ['{city} Photo Walk', 49, 79, 'Composition tips while you shoot the best spots.'],
    ['Golden Hour Photo Tour', 69, 99, 'The best light of the day in the best places.'],
  ],
};

const DEMO_TOURS: Template[] = [
  ['Golden Circle Day Tour', 89, 89, 'Thingvellir, Geysir and Gullfoss in one day, with pickup in Reykjavik.'],
  ['Northern Lights Hunt', 69, 69, 'We drive to where the sky is clearest; free rebooking if the lights stay away.'],
  ['South Coast & Waterfalls', 119, 119, 'Seljalandsfoss, Skogafoss and the black sand beach at Reynisfjara.'],
  ['Glacier Hike on Solheimajokull', 139, 139, 'Crampons, ice axes and three hours on the ice.'],
  ['Whale Watching from Reykjavik', 99, 99, 'Three hours on Faxafloi bay with a marine biologist.'],
  ['Private Snaefellsnes Tour', 490, 490, 'The peninsula and its glacier with your own driver-guide.'],
];

const GENERIC: Template[] = [
  ['{city} Highlights Tour', 49, 89, 'The essentials of the city with a local guide.'],
  ['Small-Group Day Tour', 89, 139, 'A full day out of town in a group of at most twelve.'],
  ['Private Guided Tour', 190, 390, 'Your own guide, your own pace.'],
];

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Chloe',
  'David',
  'Elena',
  'Farid',
  'Greta',
  'Hiro',
  'Ines',
  'Jonas',
  'Kira',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sven',
  'Tara',
  'Umar',
  'Vera',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zoe',
];
const LAST_NAMES = [
  'Andersen',
  'Brown',
  'Costa',
  'Dubois',
  'Eriksson',
  'Fischer',
  'Garcia',
  'Hansen',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Muller',
  'Nakamura',
  'OBrien',
  'Petrov',
  'Rossi',
  'Silva',
  'Tanaka',
  'Umarov',
  'Varga',
  'Weber',
  'Young',
];

const DAY = 86_400_000;
const isoDate = (at: Date) => at.toISOString().slice(0, 10);

export interface SeedExperiencesOptions {
  now?: Date;
  /** Its own seed, so the rest of the demo data does not change when this does. */
  seed?: number;
}

/** Seeds experiences and bookings for `vendorList` (e.g. the result of seedVendors). */
export async function seedExperiencesAndBookings(db: Db, vendorList: readonly { id: number }[], opts: SeedExperiencesOptions = {}) {
  const random = seededRandom(opts.seed ?? 7_310_542);
  const now = opts.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const details: { id: number; name: string; domain: string }[] = [];
  for (const part of chunks(
    vendorList.map((v) => v.id),
    1000,
  )) {
    details.push(
      ...(await db.select({ id: vendors.id, name: vendors.name, domain: vendors.domain }).from(vendors).where(inArray(vendors.id, part))),
    );
  }
  details.sort((a, b) => a.id - b.id);

  const experienceRows: ExperienceSeed[] = [];
  const plan: { vendor: (typeof details)[number]; demo: boolean }[] = [];
  for (const vendor of details) {
    const demo = vendor.domain === 'demo-tours';
    const { city, templates } = catalogueOf(vendor.name, demo);
    const picked = demo ? templates : random.sample(templates, random.int(2, 3));
    for (const [name, min, max, description] of picked) {
      const price = min === max ? min : Math.round(random.int(min, max) / 5) * 5 - (random.next() < 0.5 ? 0.01 : 0);
      experienceRows.push({
        vendorId: vendor.id,
        name: name.replace('{city}', city),
        description,
        price,
        currency: 'USD',
        // a few are switched off, as vendors do out of season
        activated: demo || random.next() > 0.08,
        availableSeats: random.pick([8, 12, 16, 20, 30, 40, null]),
        availabilityNote:
          random.next() < 0.3
            ? random.pick([
                'Daily departures at 9:00 and 13:00',
                'Weather permitting',
                'Minimum age 8',
                'Pickup from central hotels included',
              ])
            : null,
        createdAt: new Date(today - random.int(120, 900) * DAY),
      });
    }
    plan.push({ vendor, demo });
  }
  const inserted = await insertExperiences(db, experienceRows);
  const byVendor = new Map<number, typeof inserted>();
  for (const e of inserted.sort((a, b) => a.id - b.id)) byVendor.set(e.vendorId, [...(byVendor.get(e.vendorId) ?? []), e]);

  const codes = new Set<string>();
  /** seats taken per experience and date, so no departure is overbooked */
  const seats = new Map<string, number>();
  const bookingRows: BookingSeed[] = [];
  for (const { vendor, demo } of plan) {
    const own = byVendor.get(vendor.id) ?? [];
    if (own.length === 0) continue;
    const prefix = (vendor.domain.replace(/[^a-z]/gi, '').toUpperCase() + 'XXX').slice(0, 3);
    const count = demo ? 60 : random.int(2, 6);
    for (let i = 0; i < count; i++) {
      const row = booking(random, own, prefix, codes, today, now, seats);
      if (row) bookingRows.push(row);
    }
  }
  await insertBookings(db, bookingRows);
  return { experiences: inserted.length, bookings: bookingRows.length };
}

function catalogueOf(vendorName: string, demo: boolean): { city: string; templates: Template[] } {
  if (demo) return { city: 'Reykjavik', templates: DEMO_TOURS };
  const kind = Object.keys(BY_KIND).find((k) => vendorName.endsWith(k));
  if (!kind) return { city: vendorName, templates: GENERIC };
  return { city: vendorName.slice(0, -kind.length).trim() || vendorName, templates: BY_KIND[kind]! };
}

function booking(
  random: Random,
  own: { id: number; vendorId: number; price: number; availableSeats: number | null }[],
  prefix: string,
  codes: Set<string>,
  today: number,
  now: Date,
  seats: Map<string, number>,
): BookingSeed | null {
  const experience = random.pick(own);
  const day = today + random.int(-60, 90) * DAY;
  const participants = random.pick([1, 2, 2, 2, 3, 4, 4, 5, 6]);
  const cancelled = random.next() < 0.1;
  const key = `${experience.id}:${day}`;
  const taken = seats.get(key) ?? 0;
  if (experience.availableSeats !== null && !cancelled && taken + participants > experience.availableSeats) return null;
  if (!cancelled) seats.set(key, taken + participants);
  const totalCents = Math.round(experience.price * 100) * participants;
  const past = day < today;
  // past trips are paid in full; future ones are unpaid, part-paid (deposit) or paid
  const paidCents = past ? totalCents : random.pick([0, Math.round(totalCents * 0.3), totalCents, totalCents]);
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  let code: string;
  do code = `${prefix}-${String(random.int(0, 999_999)).padStart(6, '0')}`;
  while (codes.has(code));
  codes.add(code);
  const createdAt = new Date(Math.min(now.getTime() - DAY, day - random.int(1, 45) * DAY) + random.int(0, DAY - 1));
  return {
    vendorId: experience.vendorId,
    experienceId: experience.id,
    confirmationCode: code,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    date: isoDate(new Date(day)),
    participants,
    customerFirstName: first,
    customerLastName: last,
    customerEmail: `${first}.${last}${random.int(1, 99)}@example.com`.toLowerCase(),
    customerPhone: random.next() < 0.7 ? `+1 555 01${String(random.int(0, 99)).padStart(2, '0')}` : null,
    totalPrice: totalCents / 100,
    paidAmount: paidCents / 100,
    refundedAmount: cancelled ? paidCents / 100 : 0,
    currency: 'USD',
    createdAt,
    updatedAt: createdAt,
  };
}

type ExperienceSeed = Required<
  Pick<
    typeof experiences.$inferInsert,
    'vendorId' | 'name' | 'description' | 'price' | 'currency' | 'activated' | 'availableSeats' | 'availabilityNote' | 'createdAt'
  >
>;
type BookingSeed = Omit<Required<typeof bookings.$inferInsert>, 'id'>;

/*
 * Thousands of rows go in as one JSON parameter per statement: building a multi-row VALUES list through the
 * query builder costs seconds at this size, json_to_recordset costs milliseconds.
 */

async function insertExperiences(db: Db, list: ExperienceSeed[]) {
  const found = await rows<{ id: number; vendor_id: number; price: string; available_seats: number | null }>(
    db,
    sql`insert into ${experiences} (vendor_id, name, description, price, currency, activated, available_seats, availability_note, created_at, updated_at)
      select "vendorId", name, description, price, currency, activated, "availableSeats", "availabilityNote", "createdAt", "createdAt"
      from json_to_recordset(${JSON.stringify(list)}::json) as r("vendorId" int, name text, description text, price numeric, currency text,
        activated boolean, "availableSeats" int, "availabilityNote" text, "createdAt" timestamptz)
      returning id, vendor_id, price, available_seats`,
  );
  return found.map((e) => ({ id: Number(e.id), vendorId: Number(e.vendor_id), price: Number(e.price), availableSeats: e.available_seats }));
}

async function insertBookings(db: Db, list: BookingSeed[]) {
  for (const part of chunks(list, 5000)) {
    await db.execute(
      sql`insert into ${bookings} (vendor_id, experience_id, confirmation_code, status, date, participants, customer_first_name, customer_last_name,
          customer_email, customer_phone, total_price, paid_amount, refunded_amount, currency, created_at, updated_at)
        select "vendorId", "experienceId", "confirmationCode", status, date, participants, "customerFirstName", "customerLastName",
          "customerEmail", "customerPhone", "totalPrice", "paidAmount", "refundedAmount", currency, "createdAt", "updatedAt"
        from json_to_recordset(${JSON.stringify(part)}::json) as r("vendorId" int, "experienceId" int, "confirmationCode" text, status text,
          date date, participants int, "customerFirstName" text, "customerLastName" text, "customerEmail" text, "customerPhone" text,
          "totalPrice" numeric, "paidAmount" numeric, "refundedAmount" numeric, currency text, "createdAt" timestamptz, "updatedAt" timestamptz)`,
    );
  }
}
