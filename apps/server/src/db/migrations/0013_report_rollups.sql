CREATE TABLE "installation_counts" (
	"app_id" integer NOT NULL,
	"unit" text NOT NULL,
	"starts" date NOT NULL,
	"country" text NOT NULL,
	"installs" integer DEFAULT 0 NOT NULL,
	"uninstalls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "installation_counts_app_id_unit_starts_country_pk" PRIMARY KEY("app_id","unit","starts","country"),
	CONSTRAINT "installation_counts_unit_check" CHECK ("installation_counts"."unit" in ('day', 'month'))
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"organization_id" integer NOT NULL,
	"period_month" date NOT NULL,
	"payout_id" integer,
	"partner_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_balances_key" UNIQUE NULLS NOT DISTINCT("organization_id","period_month","payout_id")
);
--> statement-breakpoint
ALTER TABLE "installation_counts" ADD CONSTRAINT "installation_counts_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installation_counts_day_totals_idx" ON "installation_counts" USING btree ("app_id","starts","installs","uninstalls") WHERE "installation_counts"."unit" = 'day' and "installation_counts"."country" = '';--> statement-breakpoint
CREATE INDEX "installation_counts_installs_idx" ON "installation_counts" USING btree ("app_id","unit","starts","country","installs");--> statement-breakpoint
CREATE INDEX "ledger_balances_payout_idx" ON "ledger_balances" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "installations_test_idx" ON "installations" USING btree ("app_id") WHERE "installations"."is_test";--> statement-breakpoint
-- The rollups are kept in step with their source by statement triggers, in the transaction of the write, so
-- every writer (installs, uninstalls, billing, booking fees, plan changes, payout claims, the demo seed) keeps
-- them exact without knowing of them. Each statement adds its rows' aggregate (+1 for new rows, -1 for old
-- ones) in key order, so concurrent writers lock rollup rows in the same order.
CREATE FUNCTION "count_installation_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO "installation_counts" AS c ("app_id", "unit", "starts", "country", "installs", "uninstalls")
    SELECT e.app_id, k.unit, k.starts, k.country,
           coalesce(sum(e.sign) FILTER (WHERE e.type = 'INSTALL'), 0), coalesce(sum(e.sign) FILTER (WHERE e.type = 'UNINSTALL'), 0)
    FROM (%s) e
    JOIN "installations" i ON i.id = e.installation_id AND NOT i.is_test
    CROSS JOIN LATERAL (VALUES
      ('day', (e.occurred_at AT TIME ZONE 'UTC')::date, e.country),
      ('day', (e.occurred_at AT TIME ZONE 'UTC')::date, ''),
      ('month', date_trunc('month', e.occurred_at AT TIME ZONE 'UTC')::date, e.country)
    ) k(unit, starts, country)
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("app_id", "unit", "starts", "country") DO UPDATE
      SET "installs" = c.installs + excluded.installs, "uninstalls" = c.uninstalls + excluded.uninstalls
    $sql$,
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
      WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
      ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows'
    END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "installation_events_counted_insert" AFTER INSERT ON "installation_events" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_installation_events"();--> statement-breakpoint
CREATE TRIGGER "installation_events_counted_update" AFTER UPDATE ON "installation_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_installation_events"();--> statement-breakpoint
CREATE TRIGGER "installation_events_counted_delete" AFTER DELETE ON "installation_events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_installation_events"();--> statement-breakpoint
CREATE FUNCTION "sum_ledger_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO "ledger_balances" AS b ("organization_id", "period_month", "payout_id", "partner_amount", "entries")
    SELECT l.organization_id, l.period_month, l.payout_id, sum(l.sign * l.partner_amount), sum(l.sign)
    FROM (%s) l
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT ("organization_id", "period_month", "payout_id") DO UPDATE
      SET "partner_amount" = b.partner_amount + excluded.partner_amount, "entries" = b.entries + excluded.entries
    $sql$,
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
      WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
      ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows'
    END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_summed_insert" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sum_ledger_entries"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_summed_update" AFTER UPDATE ON "ledger_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sum_ledger_entries"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_summed_delete" AFTER DELETE ON "ledger_entries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sum_ledger_entries"();--> statement-breakpoint
-- backfill from the history already there
INSERT INTO "installation_counts" ("app_id", "unit", "starts", "country", "installs", "uninstalls")
SELECT e.app_id, k.unit, k.starts, k.country, count(*) FILTER (WHERE e.type = 'INSTALL'), count(*) FILTER (WHERE e.type = 'UNINSTALL')
FROM "installation_events" e
JOIN "installations" i ON i.id = e.installation_id AND NOT i.is_test
CROSS JOIN LATERAL (VALUES
  ('day', (e.occurred_at AT TIME ZONE 'UTC')::date, e.country),
  ('day', (e.occurred_at AT TIME ZONE 'UTC')::date, ''),
  ('month', date_trunc('month', e.occurred_at AT TIME ZONE 'UTC')::date, e.country)
) k(unit, starts, country)
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "ledger_balances" ("organization_id", "period_month", "payout_id", "partner_amount", "entries")
SELECT organization_id, period_month, payout_id, sum(partner_amount), count(*)
FROM "ledger_entries"
GROUP BY 1, 2, 3;
