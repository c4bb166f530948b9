ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'BOOKING_FEE_REVERSAL';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'PRORATION_CREDIT';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'PRORATION_CHARGE';--> statement-breakpoint
CREATE TABLE "plan_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"installation_id" integer NOT NULL,
	"price_plan_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"billing_anchor_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "platform_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "original_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "original_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "exchange_rate" numeric(18, 8) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "plan_periods" ADD CONSTRAINT "plan_periods_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_periods" ADD CONSTRAINT "plan_periods_price_plan_id_price_plans_id_fk" FOREIGN KEY ("price_plan_id") REFERENCES "public"."price_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_periods_installation_idx" ON "plan_periods" USING btree ("installation_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_periods_open_key" ON "plan_periods" USING btree ("installation_id") WHERE "plan_periods"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_open_idx" ON "ledger_entries" USING btree ("organization_id") WHERE "ledger_entries"."payout_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_payout_idx" ON "ledger_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id","installation_id") WHERE "ledger_entries"."booking_id" is not null;--> statement-breakpoint
-- backfill: every entry so far is in USD; the platform keeps what the partner does not
UPDATE "ledger_entries" SET "platform_amount" = "gross_amount" - "partner_amount", "original_amount" = "gross_amount";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "platform_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "original_amount" SET NOT NULL;--> statement-breakpoint
-- booking fee keys are 'booking-fee:<booking id>:<paid total>:<installation id>'
UPDATE "ledger_entries" SET "booking_id" = split_part("source_key", ':', 2)::int WHERE "kind" = 'BOOKING_FEE';--> statement-breakpoint
-- A payout so far claimed the entries of its months that were written when it was requested: its stored
-- amount. A charge billed later for one of those months was never paid out, so it stays open and goes into
-- the next payout. (Demo payouts are dated back; theirs are linked when the months' sum is their amount.)
UPDATE "ledger_entries" l SET "payout_id" = p."id" FROM "payouts" p
  WHERE p."organization_id" = l."organization_id" AND l."period_month" BETWEEN p."period_from" AND p."period_to"
    AND (l."created_at" <= p."created_at" OR p."amount" = (
      SELECT sum(m."partner_amount") FROM "ledger_entries" m
      WHERE m."organization_id" = p."organization_id" AND m."period_month" BETWEEN p."period_from" AND p."period_to"));--> statement-breakpoint
-- a payout's amount is read from its entries from now on: it must be what was requested, or nothing changes
DO $$
DECLARE differing text;
BEGIN
  SELECT string_agg(format('payout %s: %s requested, %s in the ledger', p."id", p."amount", coalesce(s."sum", 0)), '; ') INTO differing
  FROM "payouts" p LEFT JOIN (SELECT "payout_id", sum("partner_amount") AS "sum" FROM "ledger_entries" GROUP BY "payout_id") s ON s."payout_id" = p."id"
  WHERE p."amount" <> coalesce(s."sum", 0);
  IF differing IS NOT NULL THEN
    RAISE EXCEPTION 'Cannot link payouts to their ledger entries (%). Check these payouts against their invoices before upgrading.', differing;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "payouts" DROP COLUMN "amount";--> statement-breakpoint
-- each installation's current (or last) install as one plan period; earlier ones are already billed
INSERT INTO "plan_periods" ("installation_id", "price_plan_id", "started_at", "ended_at", "billing_anchor_at")
  SELECT i."id", i."price_plan_id", i."installed_at", i."uninstalled_at", i."installed_at" + make_interval(hours => a."free_trial_days" * 24)
  FROM "installations" i JOIN "apps" a ON a."id" = i."app_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_shares_check" CHECK ("ledger_entries"."gross_amount" = "ledger_entries"."partner_amount" + "ledger_entries"."platform_amount");