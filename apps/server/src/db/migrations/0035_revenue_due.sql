CREATE TABLE "revenue_due" (
	"installation_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"month" date NOT NULL,
	"prev" numeric(18, 2) NOT NULL,
	"cur" numeric(18, 2) NOT NULL,
	"cycle_amount" numeric(12, 2) NOT NULL,
	"charges" integer NOT NULL,
	"yearly" boolean NOT NULL,
	CONSTRAINT "revenue_due_installation_id_month_pk" PRIMARY KEY("installation_id","month")
);
--> statement-breakpoint
CREATE INDEX "revenue_due_org_month_idx" ON "revenue_due" USING btree ("organization_id","month");--> statement-breakpoint
-- The running month's charges still to come (docs/REVENUE.md), a projection kept with the revenue rollup (0025) in the
-- transaction of every write it depends on, so the report reads a row per installation due instead of recomputing the
-- billing schedule. An installation that is billed (the rule of payouts/ledger.ts: not a test install, not a partner's
-- test vendor, app not deleted, plan period open on a plan that bills) and past its free trial (it has been charged):
-- the charges of its open period after its last one billed (billing writes every charge before now, so these are
-- still to come), in the month of the next one and the month after, with its MRR of that month and the one before.
-- (Kinds compare as text, as in 0025.)
CREATE FUNCTION "revenue_installation_due"(ids integer[])
RETURNS TABLE ("installation_id" integer, "organization_id" integer, "app_id" integer, "month" date, "prev" numeric,
  "cur" numeric, "cycle_amount" numeric, "charges" integer, "yearly" boolean)
LANGUAGE sql STABLE AS $$
  SELECT i.id, a.organization_id, a.id, c.month, coalesce(pm.mrr, 0), coalesce(cm.mrr, 0), pp.cycle_amount, c.charges,
    pp.plan_type = 'YEARLY_CHARGE'
  FROM (SELECT DISTINCT unnest(ids) AS id) t
  JOIN installations i ON i.id = t.id AND NOT i.is_test AND i.uninstalled_at IS NULL
  JOIN apps a ON a.id = i.app_id AND a.deleted_at IS NULL
  JOIN vendors v ON v.id = i.vendor_id AND v.test_for_organization_id IS NULL
  JOIN plan_periods pp ON pp.installation_id = i.id AND pp.ended_at IS NULL AND pp.charge_type = 'RECURRING'
    AND pp.plan_type IN ('MONTHLY_CHARGE', 'YEARLY_CHARGE') AND pp.cycle_amount > 0
  CROSS JOIN LATERAL (
    SELECT CASE pp.plan_type WHEN 'YEARLY_CHARGE' THEN interval '8760 hours' ELSE interval '720 hours' END AS cycle,
      (SELECT max(l.occurred_at) FROM ledger_entries l WHERE l.installation_id = i.id AND l.kind::text = 'RECURRING') AS billed
  ) s
  -- the first charge of the period after the last one billed: anchor plus whole cycles
  CROSS JOIN LATERAL (
    SELECT pp.billing_anchor_at + greatest(ceil(extract(epoch FROM greatest(pp.started_at, s.billed + interval '1 microsecond')
      - pp.billing_anchor_at) / extract(epoch FROM s.cycle)), 0) * s.cycle AS at
  ) first
  CROSS JOIN LATERAL (
    SELECT date_trunc('month', charge.at AT TIME ZONE 'UTC')::date AS month, count(*)::int AS charges
    FROM generate_series(first.at, (date_trunc('month', first.at AT TIME ZONE 'UTC') + interval '2 months') AT TIME ZONE 'UTC', s.cycle) charge(at)
    WHERE charge.at < (date_trunc('month', first.at AT TIME ZONE 'UTC') + interval '2 months') AT TIME ZONE 'UTC'
    GROUP BY 1
  ) c
  LEFT JOIN revenue_installation_months pm ON (pm.installation_id, pm.organization_id, pm.app_id, pm.month)
    = (i.id, a.organization_id, a.id, (c.month - interval '1 month')::date)
  LEFT JOIN revenue_installation_months cm ON (cm.installation_id, cm.organization_id, cm.app_id, cm.month)
    = (i.id, a.organization_id, a.id, c.month)
  WHERE s.billed IS NOT NULL
$$;--> statement-breakpoint
-- 0025's refresh, which now also recomputes the installations' charges still to come, after their months.
CREATE OR REPLACE FUNCTION "refresh_revenue_rollup"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM installations i JOIN (SELECT DISTINCT unnest(ids) AS id) t ON i.id = t.id ORDER BY i.id FOR NO KEY UPDATE OF i;
  PERFORM revenue_months_add(-1, ids);
  DELETE FROM revenue_installation_months m USING (SELECT DISTINCT unnest(ids) AS id) t WHERE m.installation_id = t.id;
  DELETE FROM revenue_trials tr USING (SELECT DISTINCT unnest(ids) AS id) t WHERE tr.installation_id = t.id;
  DELETE FROM revenue_due d USING (SELECT DISTINCT unnest(ids) AS id) t WHERE d.installation_id = t.id;
  INSERT INTO revenue_installation_months ("installation_id", "organization_id", "app_id", "month", "mrr")
    SELECT * FROM revenue_installation_parts(ids);
  INSERT INTO revenue_trials ("installation_id", "organization_id", "app_id", "started_month", "converted_month")
    SELECT * FROM revenue_installation_trials(ids);
  INSERT INTO revenue_due ("installation_id", "organization_id", "app_id", "month", "prev", "cur", "cycle_amount", "charges", "yearly")
    SELECT * FROM revenue_installation_due(ids);
  PERFORM revenue_months_add(1, ids);
END;
$$;--> statement-breakpoint
-- 0025's trigger on what else the figures read; an app deleted stops its billing, so its charges are no longer to come.
CREATE OR REPLACE FUNCTION "roll_up_revenue_of"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'plan_periods' THEN
    EXECUTE format('SELECT array_agg(DISTINCT installation_id) FROM (%s) p', CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT installation_id FROM new_rows'
      WHEN 'DELETE' THEN 'SELECT installation_id FROM old_rows'
      ELSE 'SELECT installation_id FROM new_rows UNION ALL SELECT installation_id FROM old_rows' END) INTO ids;
  ELSIF TG_TABLE_NAME = 'installations' THEN
    SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.is_test, n.vendor_id, n.app_id, n.uninstalled_at) IS DISTINCT FROM (o.is_test, o.vendor_id, o.app_id, o.uninstalled_at);
  ELSIF TG_TABLE_NAME = 'vendors' THEN
    SELECT array_agg(i.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN installations i ON i.vendor_id = n.id
    WHERE n.test_for_organization_id IS DISTINCT FROM o.test_for_organization_id;
  ELSIF TG_TABLE_NAME = 'apps' THEN
    SELECT array_agg(i.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN installations i ON i.app_id = n.id
    WHERE (n.organization_id, n.deleted_at) IS DISTINCT FROM (o.organization_id, o.deleted_at);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_revenue_rollup(ids);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- backfill from the ledger already there, after the months it reads
INSERT INTO "revenue_due" ("installation_id", "organization_id", "app_id", "month", "prev", "cur", "cycle_amount", "charges", "yearly")
SELECT * FROM revenue_installation_due(array(SELECT id FROM "installations"));
