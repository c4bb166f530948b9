ALTER TABLE "ledger_entries" ALTER COLUMN "exchange_rate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "unrounded_amount" numeric(24, 10);--> statement-breakpoint
CREATE INDEX "ledger_entries_unconverted_idx" ON "ledger_entries" USING btree ("original_currency") WHERE "ledger_entries"."exchange_rate" is null;--> statement-breakpoint
-- Booking fees written before: each was rounded on its own, so the fee as booked is its unrounded amount; a booking's
-- next payment or refund goes on from the running total they make. (Kinds compare as text: a fresh database runs every
-- migration in one transaction, and enum values added by 0006 cannot be used in it.)
UPDATE "ledger_entries" SET "unrounded_amount" = "original_amount" WHERE "kind"::text IN ('BOOKING_FEE', 'BOOKING_FEE_REVERSAL');
