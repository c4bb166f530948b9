CREATE TABLE "uninstall_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"installation_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"month" date NOT NULL,
	"reason" text,
	"comment" text,
	"is_test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uninstall_reasons_reason_check" CHECK ("uninstall_reasons"."reason" in ('NOT_NEEDED', 'TOO_EXPENSIVE', 'MISSING_FEATURES', 'DID_NOT_WORK', 'SWITCHED_APP', 'OTHER')),
	CONSTRAINT "uninstall_reasons_comment_check" CHECK ("uninstall_reasons"."comment" is null or ("uninstall_reasons"."reason" is not null and char_length("uninstall_reasons"."comment") <= 500)),
	CONSTRAINT "uninstall_reasons_month_check" CHECK (extract(day from "uninstall_reasons"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "uninstall_reasons" ADD CONSTRAINT "uninstall_reasons_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uninstall_reasons" ADD CONSTRAINT "uninstall_reasons_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uninstall_reasons_app_month_idx" ON "uninstall_reasons" USING btree ("app_id","month","created_at");--> statement-breakpoint
CREATE INDEX "uninstall_reasons_installation_idx" ON "uninstall_reasons" USING btree ("installation_id");