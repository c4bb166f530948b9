-- Helpful votes and reports count once per organisation (issue 17 follow-up): the voter's organisation is
-- filled in from the user, an organisation's extra votes and reports are dropped (an open report is kept before
-- a decided one, then the oldest), and the counters kept on reviews are rewritten from what is left. Only rows
-- whose counter changes are updated, so the catalogue version moves only when the store's answer does.
ALTER TABLE "review_helpful_votes" DROP CONSTRAINT "review_helpful_votes_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "review_reports" DROP CONSTRAINT "review_reports_reporter_user_id_users_id_fk";--> statement-breakpoint
DROP INDEX "review_reports_review_reporter_key";--> statement-breakpoint
ALTER TABLE "review_helpful_votes" DROP CONSTRAINT "review_helpful_votes_review_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ALTER COLUMN "reporter_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "review_helpful_votes" v SET "organization_id" = u."organization_id" FROM "users" u WHERE u."id" = v."user_id";--> statement-breakpoint
UPDATE "review_reports" r SET "organization_id" = u."organization_id" FROM "users" u WHERE u."id" = r."reporter_user_id";--> statement-breakpoint
DELETE FROM "review_helpful_votes" v USING "review_helpful_votes" k
  WHERE k."review_id" = v."review_id" AND k."organization_id" = v."organization_id"
    AND (k."created_at", k."user_id") < (v."created_at", v."user_id");--> statement-breakpoint
DELETE FROM "review_reports" r USING "review_reports" k
  WHERE k."review_id" = r."review_id" AND k."organization_id" = r."organization_id"
    AND ((k."resolved_at" IS NULL)::int, -k."id") > ((r."resolved_at" IS NULL)::int, -r."id");--> statement-breakpoint
UPDATE "reviews" rv SET "helpful_count" = c."n"
  FROM (SELECT r."id", (SELECT count(*)::int FROM "review_helpful_votes" v WHERE v."review_id" = r."id") AS "n" FROM "reviews" r) c
  WHERE c."id" = rv."id" AND rv."helpful_count" <> c."n";--> statement-breakpoint
UPDATE "reviews" rv SET "open_reports" = c."n"
  FROM (SELECT r."id", (SELECT count(*)::int FROM "review_reports" p WHERE p."review_id" = r."id" AND p."resolved_at" IS NULL) AS "n" FROM "reviews" r) c
  WHERE c."id" = rv."id" AND rv."open_reports" <> c."n";--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_organization_id_pk" PRIMARY KEY("review_id","organization_id");--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_organization_key" ON "review_reports" USING btree ("review_id","organization_id");
--> statement-breakpoint
-- The store never shows a review's open reports, so a report or its dismissal (which change only open_reports)
-- leaves every process's cached store answers in place: otherwise any signed-in user could empty the catalogue
-- cache with each report. Every other change of a listed app's review still moves the version (0019).
CREATE FUNCTION "catalog_version_review_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_version_bump_for_apps(ARRAY(
    SELECT n.app_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (to_jsonb(o) - 'open_reports') IS DISTINCT FROM (to_jsonb(n) - 'open_reports')
    UNION SELECT o.app_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.app_id <> n.app_id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "reviews_catalog_version_update" ON "reviews";--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_version_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_review_rows"();
