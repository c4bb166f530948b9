CREATE TABLE "funnel_daily" (
	"app_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"step" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "funnel_daily_app_id_day_step_source_pk" PRIMARY KEY("app_id","day","step","source"),
	CONSTRAINT "funnel_daily_source_check" CHECK ("funnel_daily"."source" in ('HOME', 'SEARCH', 'CATEGORY', 'DIRECT')),
	CONSTRAINT "funnel_daily_step_check" CHECK ("funnel_daily"."step" in ('IMPRESSION', 'LISTING_VIEW', 'INSTALL_CLICK', 'CONSENT_SHOWN', 'INSTALL_COMPLETED')),
	CONSTRAINT "funnel_daily_count_check" CHECK ("funnel_daily"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "funnel_daily" ADD CONSTRAINT "funnel_daily_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;