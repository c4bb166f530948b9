import type { Database } from '../src/db/client.ts';

export interface WebhookHistory {
  subscriptions: number;
  deliveries: number;
  attempts: number;
  /** The subscription with the most attempts (the one the benchmark asks about) and how many it has. */
  busiestSubscriptionId: number;
  busiestAttempts: number;
  busiestLast30Days: number;
  quietSubscriptionId: number;
}

/**
 * A year of webhook traffic for one partner organisation, in a few set-based statements: `subscriptions`
 * subscriptions on its apps, `attempts` delivery attempts spread over the last 365 days, in time order, the first
 * subscription taking 40 % of them (a large partner's busiest endpoint) and the rest shared out. One delivery per
 * event; 4 % of them fail first and get a retry. Answers: 95 % 200 with a long-tailed latency, then 503, 500,
 * 404, time-outs and refused connections, as a receiver that has bad days would.
 */
export async function generateWebhookHistory(
  database: Database,
  { organizationId, subscriptions, attempts, now }: { organizationId: number; subscriptions: number; attempts: number; now: Date },
): Promise<WebhookHistory> {
  const subs = (await database.rawQuery(
    `insert into webhook_subscriptions (app_id, topic, url)
     select (select id from apps where organization_id = $1 and deleted_at is null order by id limit 1 offset (g % greatest(1,
              (select count(*)::int from apps where organization_id = $1 and deleted_at is null)))),
            (array['BOOKINGS_CREATE','BOOKINGS_UPDATE','BOOKINGS_CANCEL','EXPERIENCES_UPDATE']::webhook_topic[])[1 + g % 4],
            'https://hooks.bench.example/' || g
     from generate_series(1, $2::int) g
     returning id`,
    [organizationId, subscriptions],
  )) as { id: number }[];
  const ids = subs.map((s) => s.id);
  const [busiest, quiet] = [ids[0]!, ids[ids.length - 1]!];
  const deliveries = Math.round(attempts / 1.04);
  // delivery g belongs to the busiest subscription for 40 % of g, else to one of the others
  await database.rawQuery(
    `insert into webhook_deliveries (subscription_id, topic, headers, payload, status, attempt_count, next_attempt_at, completed_at, created_at)
     select case when g % 5 < 2 then $1::int else ($2::int[])[1 + (g % (array_length($2::int[], 1)))] end,
            'BOOKINGS_CREATE', '{}'::jsonb, '{}'::jsonb, 'SUCCEEDED', case when g % 25 = 0 then 2 else 1 end, t, t, t
     from (select g, $3::timestamptz - interval '365 days' + (g::double precision / $4::int) * interval '365 days' as t
           from generate_series(1, $4::int) g) s
     order by g`,
    [busiest, ids.slice(1), now.toISOString(), deliveries],
  );
  // every delivery's attempt, and before it a failed first try for those with two; r picks the answer
  await database.rawQuery(
    `insert into webhook_delivery_attempts (delivery_id, subscription_id, attempted_at, status_code, latency_ms, error, failure_reason)
     select id, subscription_id, at,
            case when ok then 200 when kind < 0.4 then 503 when kind < 0.6 then 500 when kind < 0.75 then 404 else null end,
            case when ok then (40 + 300 * power(random(), 4))::int when kind < 0.75 then (20 + 100 * random())::int
                 when kind < 0.9 then 5000 else 1 end,
            case when ok then null else 'failed' end,
            case when ok then null when kind < 0.6 then 'HTTP_5XX' when kind < 0.75 then 'HTTP_4XX' when kind < 0.9 then 'TIMEOUT'
                 else 'CONNECTION_REFUSED' end
     from (
       select d.id, d.subscription_id, d.created_at - interval '5 seconds' as at, false as ok, random() as kind
       from webhook_deliveries d where d.attempt_count = 2 and d.subscription_id = any($1::int[])
       union all
       select d.id, d.subscription_id, d.created_at, random() > 0.01, random()
       from webhook_deliveries d where d.subscription_id = any($1::int[])
     ) a
     order by at`,
    [ids],
  );
  const [counts] = (await database.rawQuery(
    `select (select count(*)::int from webhook_deliveries where subscription_id = any($1::int[])) as deliveries,
            (select count(*)::int from webhook_delivery_attempts where subscription_id = any($1::int[])) as attempts,
            (select count(*)::int from webhook_delivery_attempts where subscription_id = $2) as busiest,
            (select count(*)::int from webhook_delivery_attempts where subscription_id = $2 and attempted_at >= $3::timestamptz - interval '30 days') as busiest_30`,
    [ids, busiest, now.toISOString()],
  )) as [{ deliveries: number; attempts: number; busiest: number; busiest_30: number }];
  return {
    subscriptions: ids.length,
    deliveries: counts.deliveries,
    attempts: counts.attempts,
    busiestSubscriptionId: busiest,
    busiestAttempts: counts.busiest,
    busiestLast30Days: counts.busiest_30,
    quietSubscriptionId: quiet,
  };
}
