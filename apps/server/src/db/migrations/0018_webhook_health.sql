-- Webhook health (issue 18, item 7). Each attempt names its subscription (the health figures read one index range
-- per subscription and window) and its grouped failure reason; existing attempts get both from their delivery and
-- their error text, written the way the sender now classifies them.
ALTER TABLE "webhook_delivery_attempts" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
UPDATE "webhook_delivery_attempts" a SET "subscription_id" = d."subscription_id" FROM "webhook_deliveries" d WHERE d."id" = a."delivery_id";--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ALTER COLUMN "subscription_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD COLUMN "failure_reason" text;--> statement-breakpoint
UPDATE "webhook_delivery_attempts" SET "failure_reason" = CASE
  WHEN "status_code" BETWEEN 300 AND 399 THEN 'REDIRECT'
  WHEN "status_code" BETWEEN 400 AND 499 THEN 'HTTP_4XX'
  WHEN "status_code" BETWEEN 500 AND 599 THEN 'HTTP_5XX'
  WHEN "status_code" IS NOT NULL THEN 'INVALID_RESPONSE'
  WHEN "error" LIKE 'Timed out%' THEN 'TIMEOUT'
  WHEN "error" LIKE 'ECONNREFUSED%' THEN 'CONNECTION_REFUSED'
  WHEN "error" ~ '^(ECONNRESET|EPIPE)' OR "error" LIKE '%socket hang up%' THEN 'CONNECTION_RESET'
  WHEN "error" ~ '^(ENOTFOUND|EAI_AGAIN)' OR "error" LIKE 'URL host % could not be resolved' THEN 'DNS'
  WHEN "error" ~ '^(CERT_|ERR_TLS|ERR_SSL|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|EPROTO|ERR_OSSL)' THEN 'TLS'
  WHEN "error" ~ '^HPE_' THEN 'INVALID_RESPONSE'
  WHEN "error" LIKE 'URL must%' THEN 'TARGET_NOT_ALLOWED'
  ELSE 'OTHER'
END WHERE "error" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD COLUMN "failure_warning_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempts_health_idx" ON "webhook_delivery_attempts" USING btree ("subscription_id","attempted_at","latency_ms","status_code","failure_reason");
