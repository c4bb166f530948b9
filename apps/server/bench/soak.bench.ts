/**
 * Soak benchmark: sustained mixed traffic at fixed rates against two compiled server processes
 * (what `npm start` runs, APP_ENV=production) on one fresh PostgreSQL database, for ten minutes by default.
 *
 * Data: the demo seed, BENCH_LISTINGS (--listings, 10,000) generated published listings, and four soak partners
 * (bench/soak/partners.ts) whose published apps are installed by one vendor and subscribe to bookings/create at a
 * loopback receiver. Traffic (bench/soak/traffic.ts), each kind at its own rate and sent when due whatever the
 * earlier answers (bench/soak/open-load.ts), alternating between the two processes: store pages and the store's
 * GraphQL search with 240 varied terms, portal reads and writes as Demo Partner's owner and the soak partners,
 * App API reads, and bookings created through the App API, each fanning out to four webhook deliveries.
 *
 * It prints per kind of request the count, throughput, errors and p50/p95/p99 after warm-up (the first 20 % of the
 * run); each process's RSS at start, after warm-up and at the end; webhook deliveries received against those the
 * events owed; and whether the targets hold: no errors, RSS growth after warm-up under 10 %, p95 of store pages under
 * 50 ms and of portal reads under 150 ms. The run is kept in bench/results/soak/. All traffic goes to 127.0.0.1.
 *
 *   npm run bench:soak                      ten minutes
 *   npm run bench:soak -- --minutes 3       or --seconds 90; --scale 2 doubles every rate; --listings 2000
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { buildWebIfStale } from '../../../scripts/start.mjs';
import { openDatabase, type Database } from '../src/db/client.ts';
import { webhookDeliveries } from '../src/db/schema/index.ts';
import { createLocalStorage } from '../src/modules/files/storage.ts';
import { DEMO_PASSWORD } from '../src/seed/accounts.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { buildServerIfStale, ready, sessionCookie, startServer, type ServerProcess } from '../test/support/server-processes.ts';
import { startSmtpSink } from '../test/support/smtp-sink.ts';
import { createScratchDatabase } from './bench-database.ts';
import { generatePublishedListings } from './generate-listings.ts';
import { figures, printTable } from './http-load.ts';
import { saveResults } from './results.ts';
import { variedSearchTerms } from './varied-terms.ts';
import { memoryLog } from './soak/memory.ts';
import { primeCaches, runOpenLoad, type Outcome } from './soak/open-load.ts';
import { createSoakPartners, disableOtherSubscriptions, SOAK_PASSWORD, type SoakPartner } from './soak/partners.ts';
import { startReceiver, type Arrival, type Receiver } from './webhook-receiver.ts';
import { GROUP_TARGETS, trafficKinds, type PortalAccount } from './soak/traffic.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string' },
    seconds: { type: 'string' },
    scale: { type: 'string', default: '1' },
    listings: { type: 'string', default: process.env.BENCH_LISTINGS ?? '10000' },
  },
});
const SECONDS = args.seconds ? Number(args.seconds) : Number(args.minutes ?? 10) * 60;
const SCALE = Number(args.scale);
const LISTINGS = Number(args.listings);
if (!(SECONDS >= 10 && SECONDS <= 6 * 3600)) throw new Error('--seconds must be 10 to 21600 (or --minutes up to 360)');
if (!(SCALE > 0 && SCALE <= 20)) throw new Error('--scale must be above 0 and at most 20');
if (!(Number.isInteger(LISTINGS) && LISTINGS >= 0 && LISTINGS <= 100_000)) throw new Error('--listings must be 0 to 100000');

const PARTNERS = 4;
const WARM_UP = 0.2;
const TIMEOUT_MS = 10_000;
const MAX_IN_FLIGHT = 256;
/** how long the webhook deliveries the events owed may take to arrive after the load stops */
const DRAIN_MS = 120_000;
const MEMORY_GROWTH_TARGET = 0.1;

const log = (message: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);
const ms = (v: number) => v.toFixed(1);

async function login(server: ServerProcess, email: string, password: string): Promise<string> {
  const answer = await server.gql('mutation($account: AppAccountLoginInput!) { appAccountLogin(account: $account) { id } }', {
    account: { email, password },
  });
  if (answer.errors) throw new Error(`login of ${email}: ${JSON.stringify(answer.errors)}`);
  return sessionCookie(answer.headers);
}

async function appApi(server: ServerProcess, token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${server.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bokun-app-access-token': token },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(20_000),
  });
  const json = (await res.json()) as { data?: any; errors?: unknown };
  if (json.errors) throw new Error(`App API: ${JSON.stringify(json.errors)}`);
  return json.data;
}

/** The demo seed, the generated listings and the soak partners, written before the servers start. */
async function prepare(database: Database, secretKey: string, dataDir: string, receiverUrl: string) {
  const db = database.db;
  const storage = createLocalStorage({ dataDir, publicUrl: 'http://127.0.0.1', secretKey });
  let started = performance.now();
  await seedDemoData({ db, storage, secretKey });
  if (LISTINGS > 0) await generatePublishedListings(db, LISTINGS);
  const { vendorId, partners } = await createSoakPartners(db, secretKey, PARTNERS, receiverUrl);
  await disableOtherSubscriptions(db, receiverUrl);
  await database.rawQuery('vacuum analyze');
  log(`demo seed, ${LISTINGS} generated listings and ${PARTNERS} partners in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  started = performance.now();
  const terms = (await variedSearchTerms(database)).map((t) => t.term);
  // app pages of listings all over the catalogue, in a fixed order
  const listingIds = (
    await database.rawQuery<{ id: number }>(
      `select l.id from app_listings l join apps a on a.id = l.app_id
       where a.status = 'PUBLISHED' and a.type = 'PUBLIC' and a.deleted_at is null order by md5(l.id::text) limit 300`,
    )
  ).map((r) => Number(r.id));
  log(`${terms.length} search terms and ${listingIds.length} app pages drawn in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { vendorId, partners, terms, listingIds };
}

/** Signs in the portal accounts and gives the soak vendor experiences to book, through the servers' own API. */
async function signIn(server: ServerProcess, partners: SoakPartner[]) {
  const portal: PortalAccount[] = [];
  const demoCookie = await login(server, 'owner@demo.test', DEMO_PASSWORD);
  const demoMe = await server.gql('{ me { id } }', {}, demoCookie);
  portal.push({ email: 'owner@demo.test', cookie: demoCookie, userId: Number(demoMe.data.me.id), lastName: 'Owner' });
  for (const p of partners) {
    portal.push({
      email: p.email,
      cookie: await login(server, p.email, SOAK_PASSWORD),
      userId: p.userId,
      lastName: p.lastName,
      draftAppId: p.draftAppId,
      subscriptionId: p.subscriptionId,
    });
  }
  for (let i = 0; i < 3; i++) {
    await appApi(server, partners[0]!.token, 'mutation($input: ExperienceCreateInput!) { experienceCreate(input: $input) { id } }', {
      input: { name: `Glacier walk ${i + 1}`, description: 'Three hours on the ice.', price: 90 + 10 * i },
    });
  }
  const listed = await appApi(server, partners[0]!.token, '{ experiences(first: 20) { edges { node { id } } } }');
  const experienceIds: string[] = listed.experiences.edges.map((e: { node: { id: string } }) => e.node.id);
  return { portal, apps: partners.map((p) => ({ token: p.token, experienceIds })) };
}

/** Waits (bounded) until every delivery the events owed has arrived; answers every arrival of the run. */
async function drainWebhooks(receiver: Receiver, arrivals: Arrival[], expected: number): Promise<Arrival[]> {
  const deadline = Date.now() + DRAIN_MS;
  const ids = new Set(arrivals.map((a) => `${a.path} ${a.webhookId}`));
  while (ids.size < expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    for (const a of await receiver.collect()) {
      arrivals.push(a);
      ids.add(`${a.path} ${a.webhookId}`);
    }
  }
  return arrivals;
}

function latencyRow(label: string, group: string, outcomes: Outcome[], all: Outcome[], seconds: number) {
  const ok = outcomes.filter((o) => !o.error).map((o) => o.latencyMs);
  const f = figures(ok, seconds);
  const errors = all.filter((o) => o.error).length;
  return [
    label,
    group,
    String(all.length),
    (all.length / SECONDS).toFixed(1),
    String(errors),
    ms(f.p50),
    ms(f.p95),
    ms(f.p99),
    ms(Math.max(0, ...ok)),
  ];
}

async function main() {
  log(`${SECONDS} s of load at scale ${SCALE}, two server processes on PostgreSQL; building what npm start builds if stale`);
  buildWebIfStale();
  await buildServerIfStale();

  const secretKey = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'appstore-soak-'));
  const scratch = await createScratchDatabase();
  const receiver = await startReceiver();
  // production needs SMTP_URL: a sink on loopback takes what the processes send (nothing, unless a webhook is disabled)
  const smtp = await startSmtpSink();
  const servers: ServerProcess[] = [];
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: scratch.url, dataDir });
    const { vendorId, partners, terms, listingIds } = await prepare(database, secretKey, dataDir, receiver.url);

    const env = {
      APP_ENV: 'production',
      DATABASE_URL: scratch.url,
      SECRET_KEY: secretKey,
      PUBLIC_URL: 'https://store.example',
      DATA_DIR: dataDir,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.smtpUrl('soak.test'),
    };
    servers.push(...(await Promise.all(['a', 'b'].map((name) => startServer(name, env)))));
    await Promise.all(servers.map((s) => ready(s)));
    for (const s of servers) void s.exit.then((code) => log(`process ${s.name} exited (code ${code}, signal ${s.child.signalCode})`));
    const { portal, apps } = await signIn(servers[0]!, partners);
    const kinds = trafficKinds({ terms, listingIds, portal, apps }, SCALE);
    const perSecond = kinds.reduce((sum, k) => sum + k.perSecond, 0);
    log(
      `servers ready (pids ${servers.map((s) => s.child.pid).join(', ')}); ${kinds.length} kinds of request, ${perSecond.toFixed(1)} per second in all`,
    );

    const memory = memoryLog(
      servers.map((s) => s.child.pid!),
      5_000,
    );
    memory.mark('start');
    const primeStarted = performance.now();
    const primeFailed = await primeCaches(
      kinds,
      servers.map((s) => s.url),
      TIMEOUT_MS,
    );
    const primed = kinds.reduce((sum, k) => sum + (k.distinct ?? 0), 0) * servers.length;
    log(`caches primed: ${primed} requests (${primeFailed} failed) in ${((performance.now() - primeStarted) / 1000).toFixed(0)} s`);
    const loadBefore = loadavg()[0]!;
    const catalogVersion = async () => Number((await database!.rawQuery<{ v: number }>('select version as v from catalog_state'))[0]!.v);
    const versionBefore = await catalogVersion();
    const arrivals: Arrival[] = [];
    const warmUpMs = SECONDS * WARM_UP * 1000;
    const warmUpTimer = setTimeout(() => {
      memory.mark('after warm-up');
      log('warm-up over');
    }, warmUpMs);
    // the receiver's arrivals are fetched as the run goes, and progress is printed each minute
    const started = Date.now();
    const progress = setInterval(async () => {
      arrivals.push(...(await receiver.collect()));
      if (Math.round((Date.now() - started) / 5_000) % 12 === 0) {
        const rss = memory.series
          .at(-1)
          ?.mb.map((m) => (m ?? 0).toFixed(0))
          .join(' / ');
        log(`${Math.round((Date.now() - started) / 1000)} s; webhook deliveries so far ${arrivals.length}; RSS ${rss} MB`);
      }
    }, 5_000);
    const loadStartMs = memory.elapsed();
    let outcomes: Outcome[];
    try {
      outcomes = await runOpenLoad({
        kinds,
        seconds: SECONDS,
        baseUrls: servers.map((s) => s.url),
        timeoutMs: TIMEOUT_MS,
        maxInFlight: MAX_IN_FLIGHT,
      });
    } finally {
      clearInterval(progress);
      clearTimeout(warmUpTimer);
    }
    memory.mark('end');
    memory.stop();
    const loadAfter = loadavg()[0]!;
    const catalogBumps = (await catalogVersion()) - versionBefore;
    log('load over; waiting for the webhook deliveries the events owed');

    // every booking the vendor got is one event, owed to each soak partner's subscription once; the database
    // says how many there were (a request that timed out here may still have created its booking)
    const eventKind = kinds.findIndex((k) => k.group === 'app api event');
    const answeredEvents = outcomes.filter((o) => o.kind === eventKind && !o.error).length;
    const [booked] = await database.rawQuery<{ n: number }>('select count(*)::int as n from bookings where vendor_id = $1', [vendorId]);
    const events = Number(booked!.n);
    const expected = events * PARTNERS;
    await drainWebhooks(receiver, arrivals, expected);
    const uniqueArrivals = new Map<string, number>();
    for (const a of arrivals) {
      const key = `${a.path} ${a.webhookId}`;
      if (!uniqueArrivals.has(key)) uniqueArrivals.set(key, a.at);
    }
    const deliveryRows = await database.db
      .select({ eventId: webhookDeliveries.eventId, status: webhookDeliveries.status, createdAt: webhookDeliveries.createdAt })
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.subscriptionId,
          partners.map((p) => p.subscriptionId),
        ),
      );
    const [otherDeliveries] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'SUCCEEDED'),
          notInArray(
            webhookDeliveries.subscriptionId,
            partners.map((p) => p.subscriptionId),
          ),
        ),
      );
    const createdAt = new Map(deliveryRows.map((r) => [r.eventId, r.createdAt.getTime()]));
    const firstArrivalById = new Map<string, number>();
    for (const a of arrivals) if (!firstArrivalById.has(a.webhookId)) firstArrivalById.set(a.webhookId, a.at);
    const deliveryLatency = figures(
      [...firstArrivalById].flatMap(([id, at]) => (createdAt.has(id) ? [at - createdAt.get(id)!] : [])),
      SECONDS,
    );
    const notSucceeded = deliveryRows.filter((r) => r.status !== 'SUCCEEDED').length;
    const webhooks = {
      events,
      answeredEvents,
      expected,
      received: uniqueArrivals.size,
      duplicates: arrivals.length - uniqueArrivals.size,
      outboxRows: deliveryRows.length,
      notSucceeded,
      deliveredElsewhere: Number(otherDeliveries?.n ?? 0),
      eventToDeliveryMs: { p50: deliveryLatency.p50, p95: deliveryLatency.p95, p99: deliveryLatency.p99 },
    };

    // what the processes logged at level error or fatal (pino: 50, 60)
    const serverErrors = servers.map((s) =>
      s
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line)),
    );

    // the figures
    const steady = outcomes.filter((o) => o.dueAt >= warmUpMs);
    const steadySeconds = SECONDS * (1 - WARM_UP);
    const rows: string[][] = [];
    kinds.forEach((k, i) =>
      rows.push(
        latencyRow(
          k.name,
          k.group,
          steady.filter((o) => o.kind === i),
          outcomes.filter((o) => o.kind === i),
          steadySeconds,
        ),
      ),
    );
    const groups = [...new Set(kinds.map((k) => k.group))];
    for (const group of groups) {
      const members = new Set(kinds.flatMap((k, i) => (k.group === group ? [i] : [])));
      rows.push(
        latencyRow(
          `${group}: all`,
          group,
          steady.filter((o) => members.has(o.kind)),
          outcomes.filter((o) => members.has(o.kind)),
          steadySeconds,
        ),
      );
    }
    rows.push(latencyRow('all requests', '', steady, outcomes, steadySeconds));
    const header = ['request', 'group', 'sent', 'req/s', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
    printTable(
      `${SECONDS} s at ${perSecond.toFixed(1)} requests/s (fixed rate), two processes on PostgreSQL; latency from each request's due time, after the first ${WARM_UP * 100} % (warm-up)`,
      header,
      rows,
    );

    // RSS saws up and down with V8's major collections (by 100 MB and more within a minute), so two single samples
    // can show growth or shrinkage that is neither: what a process keeps is the floor its collections return to.
    // The lowest sample of the second half after warm-up against that of the first half is the growth that counts.
    const marks = ['start', 'after warm-up', 'end'];
    const steadyFrom = loadStartMs + warmUpMs;
    const half = steadyFrom + (SECONDS * 1000 - warmUpMs) / 2;
    const floor = (i: number, from: number, to: number) =>
      Math.min(...memory.series.filter((x) => x.at >= from && x.at < to && x.mb[i] !== null).map((x) => x.mb[i]!));
    const pct = (v: number) => (Number.isFinite(v) ? `${(v * 100).toFixed(1)} %` : '-');
    const memoryRows = servers.map((s, i) => {
      const at = marks.map((m) => memory.marks.get(m)?.[i] ?? null);
      const floors = [floor(i, steadyFrom, half), floor(i, half, loadStartMs + SECONDS * 1000 + 1)];
      return [
        s.name,
        String(s.child.pid),
        ...at.map((v) => (v === null ? '-' : v.toFixed(1))),
        memory.peak(i).toFixed(1),
        pct(at[1] && at[2] ? at[2] / at[1] - 1 : NaN),
        ...floors.map((v) => (Number.isFinite(v) ? v.toFixed(1) : '-')),
        pct(floors[1]! / floors[0]! - 1),
      ];
    });
    const memoryHeader = ['process', 'pid', ...marks, 'peak', 'end / warm-up', 'floor 1st half', 'floor 2nd half', 'floor growth'];
    printTable('Resident memory of each process (MB; floor = lowest sample of each half after warm-up)', memoryHeader, memoryRows);

    const lag = outcomes.map((o) => o.lagMs).sort((a, b) => a - b);
    console.log(
      `\nWebhooks: ${events} bookings created through the App API (${answeredEvents} answered in time) owed ${expected} deliveries; ${webhooks.received} arrived ` +
        `(${webhooks.duplicates} repeated), ${webhooks.outboxRows} in the outbox, ${notSucceeded} not succeeded, ${webhooks.deliveredElsewhere} sent elsewhere; ` +
        `event to delivery p50 ${deliveryLatency.p50} ms, p95 ${deliveryLatency.p95} ms, p99 ${deliveryLatency.p99} ms`,
    );
    console.log(
      `Catalogue version: bumped ${catalogBumps} times during the load (${((catalogBumps / SECONDS) * 60).toFixed(1)} a minute); each bump retires every process's cached store answers and pages`,
    );
    console.log(
      `Machine: load average ${loadBefore.toFixed(1)} as the load started, ${loadAfter.toFixed(1)} as it ended (${cpus().length} cores)`,
    );
    console.log(
      `Generator: sent its requests a p99 of ${ms(lag[Math.floor(lag.length * 0.99)] ?? 0)} ms and at most ${ms(lag.at(-1) ?? 0)} ms after they were due`,
    );
    // where the store's answers came from: the bounded caches, a render, or (pages) the unrendered shell
    const sources: Record<string, Record<string, number>> = {};
    steady.forEach((o) => {
      if (!o.source) return;
      const counts = (sources[kinds[o.kind]!.name] ??= {});
      counts[o.source] = (counts[o.source] ?? 0) + 1;
    });
    if (Object.keys(sources).length) {
      console.log('Store answers after warm-up by source (x-catalog-cache; Server-Timing page desc):');
      for (const [kind, counts] of Object.entries(sources)) {
        const total = Object.values(counts).reduce((a, b) => a + b, 0);
        console.log(
          `  ${kind}: ${Object.entries(counts)
            .map(([source, n]) => `${source} ${((n / total) * 100).toFixed(0)} %`)
            .join(', ')}`,
        );
      }
    }
    const errorSamples = new Map<string, number>();
    for (const o of outcomes.filter((x) => x.error)) {
      const key = `${kinds[o.kind]!.name}: ${o.error}`;
      errorSamples.set(key, (errorSamples.get(key) ?? 0) + 1);
    }
    if (errorSamples.size) {
      console.log('\nErrors by request and answer:');
      for (const [what, n] of [...errorSamples].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${n} × ${what}`);
    }
    serverErrors.forEach((lines, i) => {
      if (!lines.length) return;
      console.log(`\nProcess ${servers[i]!.name} logged ${lines.length} errors; the first:`);
      for (const line of lines.slice(0, 3)) console.log(`  ${line.slice(0, 400)}`);
    });

    // the targets: no errors, and each group's p95 within GROUP_TARGETS
    const errorCount = outcomes.filter((o) => o.error).length;
    const groupP95 = (group: string) => Number(rows.find((r) => r[0] === `${group}: all`)?.[6]);
    const growths = memoryRows.map((r) => r[9]!);
    const targets = [
      {
        target: 'no errors (requests, undelivered or repeated webhooks, server error logs)',
        met:
          errorCount === 0 &&
          webhooks.received === expected &&
          webhooks.outboxRows === expected &&
          webhooks.duplicates === 0 &&
          notSucceeded === 0 &&
          serverErrors.every((l) => l.length === 0),
      },
      {
        target: `RSS growth after warm-up (floor) < ${MEMORY_GROWTH_TARGET * 100} % (${growths.join(', ')})`,
        met: memoryRows.every((r) => r[9] !== '-' && parseFloat(r[9]!) < MEMORY_GROWTH_TARGET * 100),
      },
      ...Object.entries(GROUP_TARGETS).map(([group, p95]) => ({
        target: `p95 of ${group}s < ${p95} ms (${groupP95(group)} ms)`,
        met: groupP95(group) < p95,
      })),
    ];
    console.log('\nTargets:');
    for (const t of targets) console.log(`  ${t.met ? 'met    ' : 'NOT met'}  ${t.target}`);

    saveResults('soak', header, rows, {
      seconds: SECONDS,
      scale: SCALE,
      requestsPerSecond: perSecond,
      listings: LISTINGS,
      warmUp: WARM_UP,
      memoryMb: { header: memoryHeader, rows: memoryRows, loadStartMs, series: memory.series },
      webhooks,
      errors: Object.fromEntries(errorSamples),
      serverErrorLogs: serverErrors.map((lines) => lines.slice(0, 20)),
      sources,
      catalogVersionBumps: catalogBumps,
      primedRequests: { sent: primed, failed: primeFailed },
      loadAverage: { start: loadBefore, end: loadAfter },
      generatorLagMs: { p99: lag[Math.floor(lag.length * 0.99)] ?? 0, max: lag.at(-1) ?? 0 },
      targets,
    });
    if (!targets.every((t) => t.met)) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await receiver.close();
    await smtp.close();
    await database?.close();
    await new Promise((r) => setTimeout(r, 500)); // the server notices the closed connections before the drop
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit();
