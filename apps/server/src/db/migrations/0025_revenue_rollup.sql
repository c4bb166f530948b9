CREATE TABLE "revenue_installation_months" (
	"installation_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"month" date NOT NULL,
	"mrr" numeric(18, 2) NOT NULL,
	CONSTRAINT "revenue_installation_months_installation_id_organization_id_app_id_month_pk" PRIMARY KEY("installation_id","organization_id","app_id","month")
);
--> statement-breakpoint
CREATE TABLE "revenue_months" (
	"organization_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"month" date NOT NULL,
	"mrr" numeric(18, 2) DEFAULT '0' NOT NULL,
	"new_revenue" numeric(18, 2) DEFAULT '0' NOT NULL,
	"expansion" numeric(18, 2) DEFAULT '0' NOT NULL,
	"contraction" numeric(18, 2) DEFAULT '0' NOT NULL,
	"churned" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paying_installs" integer DEFAULT 0 NOT NULL,
	"trial_starts" integer DEFAULT 0 NOT NULL,
	"trial_conversions" integer DEFAULT 0 NOT NULL,
	"earnings" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "revenue_months_organization_id_app_id_month_pk" PRIMARY KEY("organization_id","app_id","month")
);
--> statement-breakpoint
CREATE TABLE "revenue_trials" (
	"installation_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"started_month" date NOT NULL,
	"converted_month" date
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_installation_idx" ON "ledger_entries" USING btree ("installation_id","occurred_at") WHERE "ledger_entries"."installation_id" is not null;--> statement-breakpoint
-- The revenue report's rollups (docs/REVENUE.md), projections of the ledger kept in the transaction of every write
-- they depend on, as ledger_balances is (0013). The report's definitions live here and nowhere else: the two
-- functions below recompute given installations from the ledger, and every trigger (and the backfill) calls them,
-- so the rollup is by construction what the ledger says.
--
-- An installation's recurring revenue per month: its RECURRING and PRORATION_* entries; one whose plan period bills
-- YEARLY_CHARGE (the period the entry falls in; a credit falls in the period it closes) counts a twelfth in each of
-- the 12 months from its own, split to the cent so the parts add up to the entry exactly. (Kinds compare as text: a
-- fresh database runs every migration in one transaction, and enum values added by 0006 cannot be used in it.) An installation is keyed by
-- its id; entries without one (billing and plan changes always name one) count as one installation per app, -app_id.
CREATE FUNCTION "revenue_installation_parts"(ids integer[])
RETURNS TABLE ("installation_id" integer, "organization_id" integer, "app_id" integer, "month" date, "mrr" numeric)
LANGUAGE sql STABLE AS $$
  WITH recurring AS (
    SELECT coalesce(e.installation_id, -e.app_id) AS installation_id, e.organization_id, e.app_id, e.partner_amount, e.period_month,
      coalesce((
        SELECT pp.plan_type = 'YEARLY_CHARGE' FROM plan_periods pp
        WHERE pp.installation_id = e.installation_id
          AND CASE WHEN e.kind::text = 'PRORATION_CREDIT'
            THEN pp.started_at < e.occurred_at AND pp.ended_at = e.occurred_at
            ELSE pp.started_at <= e.occurred_at AND (pp.ended_at IS NULL OR e.occurred_at < pp.ended_at) END
        ORDER BY pp.started_at DESC LIMIT 1), false) AS yearly
    FROM (
      SELECT e.* FROM (SELECT DISTINCT unnest(ids) AS id) t JOIN ledger_entries e ON e.installation_id = t.id
      UNION ALL
      SELECT e.* FROM (SELECT DISTINCT unnest(ids) AS id) t JOIN ledger_entries e ON e.installation_id IS NULL AND e.app_id = -t.id
      WHERE t.id < 0
    ) e
    WHERE e.kind::text IN ('RECURRING', 'PRORATION_CHARGE', 'PRORATION_CREDIT')
  )
  SELECT installation_id, organization_id, app_id, month, sum(amount) FROM (
    SELECT installation_id, organization_id, app_id, period_month AS month, partner_amount AS amount FROM recurring WHERE NOT yearly
    UNION ALL
    SELECT r.installation_id, r.organization_id, r.app_id, (r.period_month + make_interval(months => k))::date,
      round(r.partner_amount * (k + 1) / 12, 2) - round(r.partner_amount * k / 12, 2)
    FROM recurring r CROSS JOIN generate_series(0, 11) k
    WHERE r.yearly
  ) parts
  GROUP BY 1, 2, 3, 4
$$;--> statement-breakpoint
-- A free trial: the first plan period of a billable installation (not a test install, not a partner's test vendor;
-- the rule of payouts/ledger.ts billableInstallations) on recurring terms whose billing starts after it, counted in
-- its start's month; converted in the month it ends when a RECURRING entry falls at its end.
CREATE FUNCTION "revenue_installation_trials"(ids integer[])
RETURNS TABLE ("installation_id" integer, "organization_id" integer, "app_id" integer, "started_month" date, "converted_month" date)
LANGUAGE sql STABLE AS $$
  SELECT i.id, a.organization_id, a.id, date_trunc('month', first.started_at AT TIME ZONE 'UTC')::date,
    CASE WHEN EXISTS (
      SELECT 1 FROM ledger_entries l
      WHERE l.installation_id = i.id AND l.occurred_at = first.billing_anchor_at AND l.kind = 'RECURRING'
        AND l.organization_id = a.organization_id AND l.app_id = a.id
    ) THEN date_trunc('month', first.billing_anchor_at AT TIME ZONE 'UTC')::date END
  FROM (SELECT DISTINCT unnest(ids) AS id) t
  JOIN installations i ON i.id = t.id AND NOT i.is_test
  JOIN apps a ON a.id = i.app_id
  JOIN vendors v ON v.id = i.vendor_id AND v.test_for_organization_id IS NULL
  CROSS JOIN LATERAL (
    SELECT pp.started_at, pp.billing_anchor_at, pp.charge_type FROM plan_periods pp
    WHERE pp.installation_id = i.id ORDER BY pp.started_at, pp.id LIMIT 1
  ) first
  WHERE first.charge_type = 'RECURRING' AND first.billing_anchor_at > first.started_at
$$;--> statement-breakpoint
-- Adds (direction 1) or takes out (-1) the stored figures of the given installations to or from revenue_months:
-- per installation and month, cur is its MRR and prev the month before's; new when prev <= 0 < cur, churned when
-- prev > 0 >= cur, otherwise expansion or contraction; paying when cur > 0. Keys in order, so concurrent writers
-- lock revenue_months rows in the same order.
CREATE FUNCTION "revenue_months_add"(direction integer, ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO revenue_months AS r ("organization_id", "app_id", "month", "mrr", "new_revenue", "expansion", "contraction",
    "churned", "paying_installs", "trial_starts", "trial_conversions")
  SELECT organization_id, app_id, month, direction * sum(mrr), direction * sum(new_revenue), direction * sum(expansion),
    direction * sum(contraction), direction * sum(churned), direction * sum(paying), direction * sum(trial_starts),
    direction * sum(trial_conversions)
  FROM (
    SELECT organization_id, app_id, month, sum(cur) AS mrr,
      coalesce(sum(cur - prev) FILTER (WHERE prev <= 0 AND cur > 0), 0) AS new_revenue,
      coalesce(sum(cur - prev) FILTER (WHERE (prev > 0) = (cur > 0) AND cur > prev), 0) AS expansion,
      coalesce(sum(prev - cur) FILTER (WHERE (prev > 0) = (cur > 0) AND cur < prev), 0) AS contraction,
      coalesce(sum(prev - cur) FILTER (WHERE prev > 0 AND cur <= 0), 0) AS churned,
      count(*) FILTER (WHERE cur > 0) AS paying, 0 AS trial_starts, 0 AS trial_conversions
    FROM (
      SELECT installation_id, organization_id, app_id, month, sum(cur) AS cur, sum(prev) AS prev
      FROM (
        SELECT m.installation_id, m.organization_id, m.app_id, m.month, m.mrr AS cur, 0 AS prev
        FROM revenue_installation_months m JOIN (SELECT DISTINCT unnest(ids) AS id) t ON m.installation_id = t.id
        UNION ALL
        SELECT m.installation_id, m.organization_id, m.app_id, (m.month + interval '1 month')::date, 0, m.mrr
        FROM revenue_installation_months m JOIN (SELECT DISTINCT unnest(ids) AS id) t ON m.installation_id = t.id
      ) shifted
      GROUP BY 1, 2, 3, 4
    ) moves
    GROUP BY 1, 2, 3
    UNION ALL
    SELECT tr.organization_id, tr.app_id, tr.started_month, 0, 0, 0, 0, 0, 0, 1, 0
    FROM revenue_trials tr JOIN (SELECT DISTINCT unnest(ids) AS id) t ON tr.installation_id = t.id
    UNION ALL
    SELECT tr.organization_id, tr.app_id, tr.converted_month, 0, 0, 0, 0, 0, 0, 0, 1
    FROM revenue_trials tr JOIN (SELECT DISTINCT unnest(ids) AS id) t ON tr.installation_id = t.id
    WHERE tr.converted_month IS NOT NULL
  ) figures
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT ("organization_id", "app_id", "month") DO UPDATE SET
    "mrr" = r.mrr + excluded.mrr, "new_revenue" = r.new_revenue + excluded.new_revenue,
    "expansion" = r.expansion + excluded.expansion, "contraction" = r.contraction + excluded.contraction,
    "churned" = r.churned + excluded.churned, "paying_installs" = r.paying_installs + excluded.paying_installs,
    "trial_starts" = r.trial_starts + excluded.trial_starts, "trial_conversions" = r.trial_conversions + excluded.trial_conversions
$$;--> statement-breakpoint
-- Recomputes the given installations: their figures out of revenue_months, their months and trial from the ledger,
-- their figures back in. The installations' rows are locked first (in id order) so two transactions touching one
-- installation take turns, and the second, in a fresh snapshot, sees what the first wrote.
CREATE FUNCTION "refresh_revenue_rollup"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM installations i JOIN (SELECT DISTINCT unnest(ids) AS id) t ON i.id = t.id ORDER BY i.id FOR NO KEY UPDATE OF i;
  PERFORM revenue_months_add(-1, ids);
  DELETE FROM revenue_installation_months m USING (SELECT DISTINCT unnest(ids) AS id) t WHERE m.installation_id = t.id;
  DELETE FROM revenue_trials tr USING (SELECT DISTINCT unnest(ids) AS id) t WHERE tr.installation_id = t.id;
  INSERT INTO revenue_installation_months ("installation_id", "organization_id", "app_id", "month", "mrr")
    SELECT * FROM revenue_installation_parts(ids);
  INSERT INTO revenue_trials ("installation_id", "organization_id", "app_id", "started_month", "converted_month")
    SELECT * FROM revenue_installation_trials(ids);
  PERFORM revenue_months_add(1, ids);
END;
$$;--> statement-breakpoint
-- Ledger writes: the earnings of every changed entry (all kinds) move by its amount, like ledger_balances; the
-- installations of changed recurring entries are recomputed. An update that changes none of the columns the report
-- reads (a payout claiming entries) changes nothing. The installations are locked before any revenue_months row, in
-- the order every refresh takes them (installations, then revenue_months), so writers cannot wait on each other in
-- a circle.
CREATE FUNCTION "roll_up_ledger_revenue"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  ids integer[];
BEGIN
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE $cols$
      SELECT *, -1 AS sign FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id
        AND (n.organization_id, n.app_id, n.installation_id, n.kind, n.partner_amount, n.period_month, n.occurred_at)
          IS NOT DISTINCT FROM (o.organization_id, o.app_id, o.installation_id, o.kind, o.partner_amount, o.period_month, o.occurred_at))
      UNION ALL
      SELECT *, 1 AS sign FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.id = n.id
        AND (n.organization_id, n.app_id, n.installation_id, n.kind, n.partner_amount, n.period_month, n.occurred_at)
          IS NOT DISTINCT FROM (o.organization_id, o.app_id, o.installation_id, o.kind, o.partner_amount, o.period_month, o.occurred_at))
    $cols$
  END;
  EXECUTE format($sql$
    SELECT array_agg(DISTINCT coalesce(installation_id, -app_id)) FROM (%s) changed
    WHERE kind::text IN ('RECURRING', 'PRORATION_CHARGE', 'PRORATION_CREDIT')
    $sql$, changed) INTO ids;
  IF ids IS NOT NULL THEN
    PERFORM 1 FROM installations i JOIN (SELECT DISTINCT unnest(ids) AS id) t ON i.id = t.id ORDER BY i.id FOR NO KEY UPDATE OF i;
  END IF;
  EXECUTE format($sql$
    INSERT INTO revenue_months AS r ("organization_id", "app_id", "month", "earnings")
    SELECT organization_id, app_id, period_month, sum(sign * partner_amount) FROM (%s) changed
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("organization_id", "app_id", "month") DO UPDATE SET "earnings" = r.earnings + excluded.earnings
    $sql$, changed);
  IF ids IS NOT NULL THEN
    PERFORM refresh_revenue_rollup(ids);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_revenue_insert" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_ledger_revenue"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_revenue_update" AFTER UPDATE ON "ledger_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_ledger_revenue"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_revenue_delete" AFTER DELETE ON "ledger_entries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_ledger_revenue"();--> statement-breakpoint
-- What else the figures read: plan periods (yearly or not, the trial), and what makes an installation billable and
-- whose it is (installations.is_test, vendor_id, app_id; vendors.test_for_organization_id; apps.organization_id).
-- Each recomputes the installations it touches; other updates of those tables (an uninstall, a renamed app) pass.
CREATE FUNCTION "roll_up_revenue_of"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    WHERE (n.is_test, n.vendor_id, n.app_id) IS DISTINCT FROM (o.is_test, o.vendor_id, o.app_id);
  ELSIF TG_TABLE_NAME = 'vendors' THEN
    SELECT array_agg(i.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN installations i ON i.vendor_id = n.id
    WHERE n.test_for_organization_id IS DISTINCT FROM o.test_for_organization_id;
  ELSIF TG_TABLE_NAME = 'apps' THEN
    SELECT array_agg(i.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN installations i ON i.app_id = n.id
    WHERE n.organization_id IS DISTINCT FROM o.organization_id;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_revenue_rollup(ids);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "plan_periods_revenue_insert" AFTER INSERT ON "plan_periods" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_revenue_of"();--> statement-breakpoint
CREATE TRIGGER "plan_periods_revenue_update" AFTER UPDATE ON "plan_periods" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_revenue_of"();--> statement-breakpoint
CREATE TRIGGER "plan_periods_revenue_delete" AFTER DELETE ON "plan_periods" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_revenue_of"();--> statement-breakpoint
CREATE TRIGGER "installations_revenue_update" AFTER UPDATE ON "installations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_revenue_of"();--> statement-breakpoint
CREATE TRIGGER "vendors_revenue_update" AFTER UPDATE ON "vendors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_revenue_of"();--> statement-breakpoint
CREATE TRIGGER "apps_revenue_update" AFTER UPDATE ON "apps" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_revenue_of"();--> statement-breakpoint
-- backfill from the ledger already there (test/revenue-rollup-properties runs these statements again on random ledgers)
INSERT INTO "revenue_months" ("organization_id", "app_id", "month", "earnings")
SELECT organization_id, app_id, period_month, sum(partner_amount) FROM "ledger_entries" GROUP BY 1, 2, 3;--> statement-breakpoint
SELECT refresh_revenue_rollup(array(SELECT id FROM "installations" UNION SELECT -app_id FROM "ledger_entries" WHERE installation_id IS NULL));
