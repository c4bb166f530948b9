-- Throttle counters are keyed by the SHA-256 (hex) of what they count from now on (modules/accounts/throttle.ts), so
-- no input makes a row long and the table names no address or e-mail. Windows that have ended count nothing and go;
-- running ones are rehashed to the key the server now computes, so no client gets a fresh window from the upgrade.
-- No CHECK on the key's shape: processes of the previous release, still running during a rolling upgrade, write
-- their plain keys until they are replaced (docs/OPERATIONS.md, Upgrades); the purge takes those rows when they end.
DELETE FROM "rate_limits" WHERE "reset_at" <= now();--> statement-breakpoint
UPDATE "rate_limits" SET "key" = encode(sha256(convert_to("key", 'UTF8')), 'hex');--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");
