-- Each plan period keeps the terms the vendor agreed to: later edits of the app or the plan change new periods only.
ALTER TABLE "plan_periods" ADD COLUMN "opens_install" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_periods" ADD COLUMN "charge_type" charge_type;--> statement-breakpoint
ALTER TABLE "plan_periods" ADD COLUMN "one_time_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_periods" ADD COLUMN "plan_type" "price_plan_type";--> statement-breakpoint
ALTER TABLE "plan_periods" ADD COLUMN "cycle_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_periods" ADD COLUMN "booking_fee_percentage" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- the periods so far are each installation's current (or last) install, on today's terms: the best there is
UPDATE "plan_periods" pp SET "opens_install" = true, "charge_type" = a."charge_type", "one_time_amount" = a."one_time_charge_amount",
    "plan_type" = p."type",
    "cycle_amount" = CASE p."type" WHEN 'MONTHLY_CHARGE' THEN p."monthly_amount" WHEN 'YEARLY_CHARGE' THEN p."yearly_amount" ELSE 0 END,
    "booking_fee_percentage" = coalesce(p."booking_fee_percentage", 0)
  FROM "installations" i JOIN "apps" a ON a."id" = i."app_id" LEFT JOIN "price_plans" p ON p."id" = i."price_plan_id"
  WHERE i."id" = pp."installation_id";--> statement-breakpoint
ALTER TABLE "plan_periods" ALTER COLUMN "charge_type" SET NOT NULL;
