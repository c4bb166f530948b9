CREATE TABLE "app_versions" (
	"app_id" integer NOT NULL,
	"version" integer NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_versions_app_id_version_pk" PRIMARY KEY("app_id","version"),
	CONSTRAINT "app_versions_version_check" CHECK ("app_versions"."version" >= 2)
);
--> statement-breakpoint
ALTER TABLE "installations" ADD COLUMN "app_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD COLUMN "app_version" integer;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;