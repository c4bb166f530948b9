-- Vendor users (tour operators, on their vendor session) mark reviews helpful and report them too (issue 17 item
-- 7): a vote or report is an organisation's or a vendor's, exactly one of the two, and counts once per review for
-- each. Existing rows are all organisations' and stay as they are, so reviews.helpful_count and open_reports stay
-- exact and no reviews row is written (the catalogue version does not move). The organisation's unique key is made
-- before its primary key goes, so a repeat vote is refused at every point of the migration.
CREATE UNIQUE INDEX "review_helpful_votes_review_organization_key" ON "review_helpful_votes" USING btree ("review_id","organization_id");--> statement-breakpoint
ALTER TABLE "review_helpful_votes" DROP CONSTRAINT "review_helpful_votes_review_id_organization_id_pk";--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ALTER COLUMN "organization_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ALTER COLUMN "organization_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD COLUMN "vendor_user_id" integer;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "reporter_vendor_user_id" integer;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_vendor_user_id_vendor_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."vendor_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_vendor_user_id_vendor_users_id_fk" FOREIGN KEY ("reporter_vendor_user_id") REFERENCES "public"."vendor_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_helpful_votes_review_vendor_key" ON "review_helpful_votes" USING btree ("review_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_vendor_key" ON "review_reports" USING btree ("review_id","vendor_id");--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_one_voter_check" CHECK (("review_helpful_votes"."organization_id" is null) <> ("review_helpful_votes"."vendor_id" is null));--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_one_reporter_check" CHECK (("review_reports"."organization_id" is null) <> ("review_reports"."vendor_id" is null));