import type { Database } from '../src/db/client.ts';

/** Vendor countries of the generated history: a few big markets, a long tail (skewed towards the first). */
const COUNTRIES = [
  'US',
  'GB',
  'DE',
  'IS',
  'FR',
  'ES',
  'IT',
  'NL',
  'CA',
  'AU',
  'NO',
  'SE',
  'DK',
  'FI',
  'IE',
  'PT',
  'AT',
  'CH',
  'BE',
  'PL',
  'CZ',
  'GR',
  'HR',
  'TR',
  'MX',
  'BR',
  'AR',
  'CL',
  'PE',
  'CO',
  'JP',
  'KR',
  'TH',
  'VN',
  'ID',
  'NZ',
  'ZA',
  'KE',
  'MA',
  'EG',
];

export interface ReportHistory {
  installations: number;
  events: number;
  ledgerEntries: number;
}

/**
 * A year of history for one partner organisation, written with set-based SQL in a few statements:
 * `installations` installations of its apps by as many new vendors as needed (each vendor installs each app
 * at most once); two random moments of the last 365 days are an installation's install and, for nine in
 * eleven, its uninstall, so installs + uninstalls = `events` and uninstalls grow with time, as in a growing
 * business. Each install is charged once (a one-time charge of 12.00 USD, 9.60 for the partner). Events and
 * entries are written in time order, as they would have been, so a day's rows lie together; entries of
 * months that the organisation's existing payouts cover are claimed by them.
 */
export async function generateReportHistory(
  database: Database,
  { organizationId, events, now }: { organizationId: number; events: number; now: Date },
): Promise<ReportHistory> {
  const installations = Math.round((events * 11) / 20);
  const [{ apps }] = (await database.rawQuery('select count(*)::int as apps from apps where organization_id = $1 and deleted_at is null', [
    organizationId,
  ])) as [{ apps: number }];
  const vendors = Math.ceil(installations / apps);
  const countries = `array[${COUNTRIES.map((c) => `'${c}'`).join(',')}]`;
  await database.rawQuery(
    `insert into vendors (name, domain, country)
     select 'Bench Tours ' || g, 'bench-tours-' || g, (${countries})[1 + floor(${COUNTRIES.length} * power(random(), 2))::int]
     from generate_series(1, $1::int) g`,
    [vendors],
  );
  await database.rawQuery(
    `insert into installations (app_id, vendor_id, scopes, installed_at, uninstalled_at, token_exchanged_at, created_at)
     select app_id, vendor_id, '{BOOKINGS_READ}', least(a, b), case when n % 11 < 9 then greatest(a, b) end, least(a, b), least(a, b)
     from (
       select a.id as app_id, v.id as vendor_id, row_number() over () as n,
              $3::timestamptz - random() * interval '365 days' as a, $3::timestamptz - random() * interval '365 days' as b
       from (select id from vendors where domain like 'bench-tours-%') v
       cross join (select id from apps where organization_id = $1 and deleted_at is null) a
       limit $2::int
     ) chosen`,
    [organizationId, installations, now.toISOString()],
  );
  const bench = `from installations i join vendors v on v.id = i.vendor_id and v.domain like 'bench-tours-%'`;
  await database.rawQuery(
    `insert into installation_events (installation_id, app_id, vendor_id, type, country, occurred_at)
     select i.id, i.app_id, i.vendor_id, 'INSTALL'::installation_event_type, v.country, i.installed_at ${bench}
     union all
     select i.id, i.app_id, i.vendor_id, 'UNINSTALL'::installation_event_type, v.country, i.uninstalled_at ${bench} where i.uninstalled_at is not null
     order by 6`,
  );
  await database.rawQuery(
    `insert into ledger_entries (organization_id, app_id, installation_id, kind, gross_amount, partner_amount, platform_amount,
       original_currency, original_amount, exchange_rate, period_month, occurred_at, source_key)
     select $1, i.app_id, i.id, 'ONE_TIME', 12.00, 9.60, 2.40, 'USD', 12.00, 1,
            date_trunc('month', i.installed_at at time zone 'UTC')::date, i.installed_at, 'bench-one-time:' || i.id
     ${bench} order by i.installed_at`,
    [organizationId],
  );
  await database.rawQuery(
    `update ledger_entries l set payout_id = p.id from payouts p
     where p.organization_id = $1 and l.organization_id = $1 and l.payout_id is null and l.source_key like 'bench-%'
       and l.period_month between p.period_from and p.period_to`,
    [organizationId],
  );
  const [counts] = (await database.rawQuery(
    `select (select count(*)::int ${bench}) as installations,
            (select count(*)::int from installation_events e join vendors v on v.id = e.vendor_id and v.domain like 'bench-tours-%') as events,
            (select count(*)::int from ledger_entries where source_key like 'bench-%') as ledger_entries`,
  )) as [{ installations: number; events: number; ledger_entries: number }];
  return { installations: counts.installations, events: counts.events, ledgerEntries: counts.ledger_entries };
}
