CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_categories" (
	"listing_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "listing_categories_listing_id_category_id_pk" PRIMARY KEY("listing_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "listing_categories" ADD CONSTRAINT "listing_categories_listing_id_app_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."app_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_categories" ADD CONSTRAINT "listing_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "categories_active_idx" ON "categories" USING btree ("name") WHERE "categories"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "listing_categories_category_idx" ON "listing_categories" USING btree ("category_id","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_categories_one_primary_key" ON "listing_categories" USING btree ("listing_id") WHERE "listing_categories"."primary";--> statement-breakpoint
-- The store shows categories (home, the filter on /apps, with counts) and filters listings by them, so the catalogue
-- version (0002, 0014) moves with them: any write to categories (staff's rare add, rename, retire), and a listing's
-- categories when the listing's app is listed.
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "listing_categories_catalog_version_insert" AFTER INSERT ON "listing_categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_listing_rows"();--> statement-breakpoint
CREATE TRIGGER "listing_categories_catalog_version_update" AFTER UPDATE ON "listing_categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_listing_rows"();--> statement-breakpoint
CREATE TRIGGER "listing_categories_catalog_version_delete" AFTER DELETE ON "listing_categories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_listing_rows"();--> statement-breakpoint
CREATE TRIGGER "listing_categories_catalog_version_truncate" AFTER TRUNCATE ON "listing_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
