import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.ts';

/**
 * Demo Partner's audit log as its history happened, so the demo shows an audit log with history: who created
 * each app, listing, price plan and webhook, who submitted the apps and what staff decided, the member's first
 * look at a secret key, the team, the payout requests and staff's decisions on them, the payout settings and the
 * tax form. Each entry is read from the seeded row it is about, at that row's time, and the entries are written
 * oldest first: the log reads newest first by id. Answers how many it wrote.
 */
export async function seedAuditHistory(db: Db, organizationId: number, now: Date): Promise<number> {
  const [written] = await rows<{ count: number }>(
    db,
    sql`
      with org as (select ${organizationId}::int as id),
      owner as (select u.id from users u, org where u.organization_id = org.id and u.account_owner order by u.id limit 1),
      member as (select u.id, u.created_at from users u, org where u.organization_id = org.id and not u.account_owner order by u.id limit 1),
      staff as (select id from users where admin_user order by id limit 1),
      entries as (
        select (select id from owner) as actor, 'app.create' as action, 'app' as target_type, a.id::text as target_id,
               null::jsonb as details, a.created_at as at
          from apps a, org where a.organization_id = org.id
        union all
        select (select id from owner), 'listing.create', 'listing', l.id::text, null, l.created_at
          from app_listings l join apps a on a.id = l.app_id, org where a.organization_id = org.id
        union all
        select (select id from owner), 'priceplan.create', 'price_plan', p.id::text, null, p.created_at
          from price_plans p join apps a on a.id = p.app_id, org where a.organization_id = org.id
        union all
        select coalesce((select id from member), (select id from owner)), 'webhook.create', 'webhook', w.id::text, null, w.created_at
          from webhook_subscriptions w join apps a on a.id = w.app_id, org where a.organization_id = org.id
        union all
        -- the review workflow: the partner submits and withdraws, staff decide
        select case when e.decision in ('SUBMITTED', 'WITHDRAWN') then (select id from owner)
                    else coalesce(e.actor_user_id, (select id from staff)) end,
               case e.decision when 'SUBMITTED' then 'app.submit' when 'WITHDRAWN' then 'app.withdraw'
                    else 'app.review.' || lower(e.decision::text) end,
               'app', e.app_id::text,
               case when e.reason is null then null else jsonb_build_object('reason', e.reason) end, e.created_at
          from app_review_events e join apps a on a.id = e.app_id, org where a.organization_id = org.id
        union all
        select (select id from owner), 'user.create', 'user', m.id::text, null, m.created_at from member m
        union all
        -- the member looks at the secret key of each published app a few days after it went live
        select (select id from member), 'app.credentials.reveal', 'app', a.id::text, null, a.published_at + interval '3 days 2 hours'
          from apps a, org
          where a.organization_id = org.id and a.published_at is not null and exists (select 1 from member)
        union all
        select (select id from owner), 'payout.request', 'payout', p.id::text, null, p.created_at
          from payouts p, org where p.organization_id = org.id
        union all
        select p.decided_by_user_id, case p.status when 'PAID' then 'payout.paid' else 'payout.reject' end, 'payout', p.id::text,
               case when p.reason is null then null else jsonb_build_object('reason', p.reason) end, p.decided_at
          from payouts p, org
          where p.organization_id = org.id and p.status in ('PAID', 'REJECTED') and p.decided_at is not null
        union all
        select (select id from owner), 'payout_settings.create', 'organization', s.organization_id::text, null, s.updated_at
          from payout_settings s, org where s.organization_id = org.id
        union all
        select (select id from owner), 'tax_form.create', 'organization', f.organization_id::text,
               jsonb_build_object('formType', f.form_type), f.signed_at
          from tax_forms f, org where f.organization_id = org.id
      ),
      inserted as (
        insert into audit_log (actor_user_id, organization_id, action, target_type, target_id, details, created_at)
        select e.actor, (select id from org), e.action, e.target_type, e.target_id,
               coalesce(e.details, '{}'::jsonb) || '{"disguised": false}'::jsonb,
               -- rows the seed wrote a moment ago carry the clock's time, a little after the seed's own 'now'
               least(e.at, ${now.toISOString()}::timestamptz)
          from entries e where e.actor is not null and e.at is not null and e.at <= ${now.toISOString()}::timestamptz + interval '10 minutes'
          order by least(e.at, ${now.toISOString()}::timestamptz), e.action, e.target_id
        returning 1)
      select count(*)::int as count from inserted`,
  );
  return Number(written?.count ?? 0);
}
