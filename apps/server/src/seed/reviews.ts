import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.ts';
import { installationEvents, installations, reviewHelpfulVotes, reviewReports, reviews } from '../db/schema/index.ts';
import { listedAppSql } from '../modules/apps/listed-in-store.ts';
import { chunks, type Random } from './random.ts';

const DAY = 86_400_000;

const TEXTS: Record<number, { title: string; body: string }[]> = {
  5: [
    {
      title: 'Saves our office hours every week',
      body: 'We set it up in an afternoon and it has run without a hitch since. Our guides noticed the difference in the first week.',
    },
    {
      title: 'Exactly what a small operator needs',
      body: 'Clear, quick and the support team answers the same day. Bookings from our partners now arrive without any copying.',
    },
    {
      title: 'Best app we have installed',
      body: 'Everything syncs with our booking calendar. The reports alone are worth it during high season.',
    },
    { title: 'Our guests noticed', body: 'Fewer no-shows and happier guests. It just works with the rest of our setup.' },
  ],
  4: [
    {
      title: 'Very good, a few rough edges',
      body: 'Does the main job well. Setting up the price rules took a while, but once done it runs smoothly.',
    },
    {
      title: 'Reliable and fair priced',
      body: 'Stable for months now. I would like more control over the e-mail templates, otherwise great.',
    },
    { title: 'Good value for a growing team', body: 'Our staff picked it up quickly. The mobile view could be better on small phones.' },
  ],
  3: [
    {
      title: 'Does the job, not more',
      body: 'Works for our day tours but multi-day trips need workarounds. Support was helpful when we asked.',
    },
    { title: 'Okay once set up', body: 'The first setup was confusing and the documentation is thin. Since then it mostly works.' },
  ],
  2: [
    {
      title: 'Sync is too slow for us',
      body: 'Availability sometimes takes an hour to update, which caused two double bookings in summer.',
    },
    { title: 'Missing features we need', body: 'No support for private tours with custom pricing. We are looking at alternatives.' },
  ],
  1: [{ title: 'Did not work for our company', body: 'We could not get it to connect with our channel manager and gave up after a week.' }],
};

const REPLIES = [
  'Thank you for the kind words! We are glad it helps your team.',
  'Thanks for the feedback. Better control over e-mail templates is on our roadmap for next quarter.',
  'Sorry to hear about the delays. We have shortened the sync interval since; please write to our support if it happens again.',
  'Thank you! Multi-day trips are coming in the next release.',
];

/** A rating around the app's quality (3.2 to 4.8 stars), most of them 4 or 5 as in real stores. */
const ratingNear = (random: Random, quality: number) => Math.max(1, Math.min(5, Math.round(quality + (random.next() - 0.5) * 2.6)));

interface Candidate {
  installationId: number;
  appId: number;
  vendorId: number;
  organizationId: number;
  installedAt: string;
  uninstalledAt: string | null;
}

/**
 * Reviews from a share of the real installers of the published apps (installed now, or for at least 7 days),
 * with replies, helpful marks from other reviewing vendors, one reported review for the staff queue, and the apps' ratings.
 * Demo Tours (the demo vendor) gets one free third-party app installed and no review, so the vendor pages offer it.
 */
export async function seedReviews(db: Db, random: Random, now: Date, demo: { partnerId: number; demoVendorId: number }) {
  const candidates = await rows<Candidate>(
    db,
    sql`select i.id as "installationId", i.app_id as "appId", i.vendor_id as "vendorId", a.organization_id as "organizationId",
        i.installed_at::text as "installedAt", i.uninstalled_at::text as "uninstalledAt"
      from installations i join apps a on a.id = i.app_id
      where ${listedAppSql} and not i.is_test and i.vendor_id <> ${demo.demoVendorId}
        and (i.uninstalled_at is null or i.uninstalled_at - i.installed_at >= interval '7 days')
      order by i.app_id, i.id`,
  );
  const byApp = new Map<number, Candidate[]>();
  for (const c of candidates) byApp.set(c.appId, [...(byApp.get(c.appId) ?? []), c]);
  const users = await rows<{ id: number; email: string; organizationId: number }>(
    db,
    sql`select id, email, organization_id as "organizationId" from users order by id`,
  );
  const replier = new Map(users.filter((u) => u.email !== 'admin@demo.test').map((u) => [u.organizationId, u.id]));
  const values: (typeof reviews.$inferInsert)[] = [];
  for (const [appId, list] of byApp) {
    // a few apps have no reviews yet, so the store shows that state too
    if (random.next() < 0.12) continue;
    const quality = 3.2 + random.next() * 1.6;
    const count = Math.min(list.length, Math.max(1, Math.round(list.length * (0.08 + random.next() * 0.2))), 40);
    for (const c of random.sample(list, count)) {
      const rating = ratingNear(random, quality);
      const text = random.pick(TEXTS[rating]!);
      const from = new Date(c.installedAt).getTime() + 7 * DAY;
      const until = c.uninstalledAt ? new Date(c.uninstalledAt).getTime() : now.getTime();
      const createdAt = new Date(Math.min(now.getTime() - DAY, from + random.next() * Math.max(DAY, until - from)));
      const replied = random.next() < (c.organizationId === demo.partnerId ? 0.45 : 0.2) && replier.has(c.organizationId);
      const repliedAt = replied ? new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(1, 5) * DAY)) : null;
      values.push({
        appId,
        vendorId: c.vendorId,
        vendorUserId: 0,
        rating,
        title: text.title,
        body: text.body,
        createdAt,
        updatedAt: createdAt,
        replyBody: replied ? random.pick(REPLIES) : null,
        replyUserId: replied ? replier.get(c.organizationId)! : null,
        repliedAt,
        replyUpdatedAt: repliedAt,
      });
    }
  }
  // every vendor's first user writes its review; vendors without a user have none
  const authors = new Map(
    (
      await rows<{ vendorId: number; id: number }>(
        db,
        sql`select distinct on (vendor_id) vendor_id as "vendorId", id from vendor_users order by vendor_id, id`,
      )
    ).map((r) => [r.vendorId, r.id]),
  );
  const written = await ensureAuthors(db, values, authors);
  const inserted: { id: number; appId: number; vendorId: number }[] = [];
  for (const part of chunks(written, 500))
    inserted.push(
      ...(await db.insert(reviews).values(part).returning({ id: reviews.id, appId: reviews.appId, vendorId: reviews.vendorId })),
    );

  // helpful marks come from tour operators, once per vendor: other reviewing vendors (never Demo Tours, whose marks
  // the demo leaves to its visitor), never the author
  const voters = [...new Map(written.map((w) => [w.vendorId, w.vendorUserId])).entries()].map(([vendorId, vendorUserId]) => ({
    vendorId,
    vendorUserId,
  }));
  const votes = inserted.flatMap((r) => {
    if (random.next() >= 0.3) return [];
    const count = random.int(1, 3);
    // one more than needed, in case the author is among them
    const picked = random.sample(voters, count + 1).filter((v) => v.vendorId !== r.vendorId);
    return picked.slice(0, count).map((v) => ({ reviewId: r.id, vendorId: v.vendorId, vendorUserId: v.vendorUserId }));
  });
  for (const part of chunks(votes, 500)) await db.insert(reviewHelpfulVotes).values(part);
  await db.execute(
    sql`update reviews r set helpful_count = v.n from (select review_id, count(*)::int n from review_helpful_votes group by review_id) v where v.review_id = r.id`,
  );

  // one report waiting in the staff queue: on a review of another developer's app, by a Demo Partner member
  const member = users.find((u) => u.email === 'member@demo.test');
  const [reported] = await rows<{ id: number }>(
    db,
    sql`select r.id from reviews r join apps a on a.id = r.app_id where a.organization_id <> ${demo.partnerId} and r.rating <= 2 order by r.id limit 1`,
  );
  if (member && reported) {
    await db.insert(reviewReports).values({
      reviewId: reported.id,
      organizationId: member.organizationId,
      reporterUserId: member.id,
      reason: 'This reads like an advert for a competing product, not a review.',
    });
    await db.execute(sql`update reviews set open_reports = 1 where id = ${reported.id}`);
  }

  await db.execute(sql`
    insert into app_ratings (app_id, review_count, rating_sum, average, stars_1, stars_2, stars_3, stars_4, stars_5)
    select app_id, count(*)::int, sum(rating)::int, avg(rating)::real,
      count(*) filter (where rating = 1)::int, count(*) filter (where rating = 2)::int, count(*) filter (where rating = 3)::int,
      count(*) filter (where rating = 4)::int, count(*) filter (where rating = 5)::int
    from reviews where hidden_at is null group by app_id`);

  await installForDemoVendor(db, demo, now);
  return inserted.length;
}

/** Seeded vendors have no users of their own: each reviewing vendor gets one, as a vendor's review needs its author. */
async function ensureAuthors(db: Db, values: (typeof reviews.$inferInsert)[], authors: Map<number, number>) {
  const missing = [...new Set(values.map((v) => v.vendorId).filter((id) => !authors.has(id)))];
  for (const part of chunks(missing, 500)) {
    const created = await rows<{ vendorId: number; id: number }>(
      db,
      sql`insert into vendor_users (vendor_id, email, password_hash, first_name, last_name)
        select v.id, 'owner@' || v.domain || '.vendor.test', '!', 'Owner', v.name from vendors v where v.id in ${part}
        returning vendor_id as "vendorId", id`,
    );
    for (const c of created) authors.set(c.vendorId, c.id);
  }
  return values.map((v) => ({ ...v, vendorUserId: authors.get(v.vendorId)! }));
}

/** A free third-party app Demo Tours has used for a month, so the demo vendor can rate one on a fresh start. */
async function installForDemoVendor(db: Db, demo: { partnerId: number; demoVendorId: number }, now: Date) {
  const [app] = await rows<{ id: number }>(
    db,
    sql`select id from apps a where ${listedAppSql} and a.charge_type = 'FREE_TO_INSTALL'
      and a.organization_id <> ${demo.partnerId} order by id limit 1`,
  );
  if (!app) return;
  const installedAt = new Date(now.getTime() - 30 * DAY);
  const [installation] = await db
    .insert(installations)
    .values({
      appId: app.id,
      vendorId: demo.demoVendorId,
      scopes: ['BOOKINGS_READ'],
      installedAt,
      tokenExchangedAt: installedAt,
      createdAt: installedAt,
    })
    .returning({ id: installations.id });
  await db.insert(installationEvents).values({
    installationId: installation!.id,
    appId: app.id,
    vendorId: demo.demoVendorId,
    type: 'INSTALL',
    country: 'IS',
    occurredAt: installedAt,
  });
}
