import type { Database } from '../src/db/client.ts';

export interface RevenueHistory {
  installations: number;
  ledgerEntries: number;
}

/**
 * A year of subscription billing for one large partner organisation, in a few set-based statements: `installations`
 * paying installations of its apps by new vendors, installed at random moments of the last 365 days, a third of
 * them uninstalled later; each with a plan period on recurring terms (one in five yearly at 240.00 USD, the rest
 * monthly at 30.00) and a 14-day trial, and the RECURRING entries billing would write for it (every 720 hours, or
 * 8760, from the trial's end), 80 % for the partner. Entries are written in time order, as billing would have.
 */
export async function generateRevenueHistory(
  database: Database,
  { organizationId, installations, now }: { organizationId: number; installations: number; now: Date },
): Promise<RevenueHistory> {
  const [{ apps }] = (await database.rawQuery('select count(*)::int as apps from apps where organization_id = $1 and deleted_at is null', [
    organizationId,
  ])) as [{ apps: number }];
  await database.rawQuery(
    `insert into vendors (name, domain, country) select 'Bench Revenue ' || g, 'bench-revenue-' || g, 'US' from generate_series(1, $1::int) g`,
    [Math.ceil(installations / apps)],
  );
  await database.rawQuery(
    `insert into installations (app_id, vendor_id, scopes, installed_at, uninstalled_at, token_exchanged_at, created_at)
     select app_id, vendor_id, '{BOOKINGS_READ}', at, case when n % 3 = 0 then at + random() * ($3::timestamptz - at) end, at, at
     from (
       select a.id as app_id, v.id as vendor_id, row_number() over () as n, $3::timestamptz - random() * interval '365 days' as at
       from (select id from vendors where domain like 'bench-revenue-%') v
       cross join (select id from apps where organization_id = $1 and deleted_at is null) a
       limit $2::int
     ) chosen`,
    [organizationId, installations, now.toISOString()],
  );
  const bench = `from installations i join vendors v on v.id = i.vendor_id and v.domain like 'bench-revenue-%'`;
  await database.rawQuery(
    `insert into plan_periods (installation_id, started_at, ended_at, billing_anchor_at, opens_install, charge_type, plan_type, cycle_amount)
     select i.id, i.installed_at, i.uninstalled_at, i.installed_at + interval '14 days', true, 'RECURRING',
       case when i.id % 5 = 0 then 'YEARLY_CHARGE' else 'MONTHLY_CHARGE' end::price_plan_type,
       case when i.id % 5 = 0 then 240 else 30 end
     ${bench}`,
  );
  await database.rawQuery(
    `insert into ledger_entries (organization_id, app_id, installation_id, kind, gross_amount, partner_amount, platform_amount,
       original_currency, original_amount, exchange_rate, period_month, occurred_at, source_key)
     select $1, i.app_id, i.id, 'RECURRING', pp.cycle_amount, round(pp.cycle_amount * 0.8, 2), pp.cycle_amount - round(pp.cycle_amount * 0.8, 2),
       'USD', pp.cycle_amount, 1, date_trunc('month', charge.at at time zone 'UTC')::date, charge.at,
       'bench-revenue:' || i.id || ':' || floor(extract(epoch from charge.at) * 1000)::bigint
     ${bench}
     join plan_periods pp on pp.installation_id = i.id
     cross join lateral generate_series(pp.billing_anchor_at, least(coalesce(pp.ended_at, $2::timestamptz), $2::timestamptz),
       case pp.plan_type when 'YEARLY_CHARGE' then interval '8760 hours' else interval '720 hours' end) charge(at)
     where charge.at < least(coalesce(pp.ended_at, $2::timestamptz), $2::timestamptz)
     order by charge.at`,
    [organizationId, now.toISOString()],
  );
  const [counts] = (await database.rawQuery(
    `select (select count(*)::int ${bench}) as installations,
            (select count(*)::int from ledger_entries where source_key like 'bench-revenue:%') as ledger_entries`,
  )) as [{ installations: number; ledger_entries: number }];
  return { installations: counts.installations, ledgerEntries: counts.ledger_entries };
}
