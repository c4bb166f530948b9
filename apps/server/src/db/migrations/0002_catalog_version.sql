-- The public catalogue's version: bumped in the same transaction as any write that can change what the
-- store shows, so cached catalogue responses are exact across server processes. Statement-level triggers
-- bump once per statement; the row update becomes visible exactly when the write commits.
CREATE TABLE "catalog_state" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL DEFAULT 1
);--> statement-breakpoint
INSERT INTO "catalog_state" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "apps_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "apps" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "app_listings_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_listings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "listing_key_benefits_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_key_benefits" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "listing_screenshots_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_screenshots" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "listing_price_plans_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_price_plans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "price_plans_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_plans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "organizations_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "files_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "files" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "installations_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "installations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
