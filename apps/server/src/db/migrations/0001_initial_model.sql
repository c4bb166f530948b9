CREATE TYPE "public"."app_status" AS ENUM('DRAFT', 'IN_REVIEW', 'REJECTED', 'PUBLISHED', 'UNPUBLISHED');--> statement-breakpoint
CREATE TYPE "public"."app_type" AS ENUM('PUBLIC', 'CUSTOM');--> statement-breakpoint
CREATE TYPE "public"."charge_type" AS ENUM('FREE_TO_INSTALL', 'ONE_TIME', 'RECURRING');--> statement-breakpoint
CREATE TYPE "public"."email_token_purpose" AS ENUM('VERIFY_EMAIL', 'PASSWORD_RESET');--> statement-breakpoint
CREATE TYPE "public"."file_kind" AS ENUM('IMAGE', 'INVOICE');--> statement-breakpoint
CREATE TYPE "public"."installation_event_type" AS ENUM('INSTALL', 'UNINSTALL');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry_kind" AS ENUM('ONE_TIME', 'RECURRING', 'BOOKING_FEE');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('WIRE', 'SEPA', 'ACHGIRO', 'ACH');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('REQUESTED', 'PAID', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."price_plan_type" AS ENUM('FREE', 'MONTHLY_CHARGE', 'YEARLY_CHARGE');--> statement-breakpoint
CREATE TYPE "public"."review_decision" AS ENUM('SUBMITTED', 'APPROVED', 'REJECTED', 'UNPUBLISHED', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "public"."screenshot_device" AS ENUM('DESKTOP', 'MOBILE');--> statement-breakpoint
CREATE TYPE "public"."tax_form_type" AS ENUM('W9', 'W8BEN');--> statement-breakpoint
CREATE TYPE "public"."webhook_delivery_status" AS ENUM('PENDING', 'SUCCEEDED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."webhook_topic" AS ENUM('APP_UNINSTALL', 'BOOKINGS_CREATE', 'BOOKINGS_UPDATE', 'BOOKINGS_CANCEL', 'BOOKINGS_PAYMENT', 'BOOKINGS_REFUND', 'EXPERIENCES_CREATE', 'EXPERIENCES_UPDATE', 'EXPERIENCES_AVAILABILITY_UPDATE');--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"business_email" text,
	"support_email" text,
	"phone_number" text,
	"website_url" text,
	"emergency_developer_email" text,
	"emergency_developer_phone_number" text,
	"terms_api_agreed" boolean DEFAULT false NOT NULL,
	"terms_partner_agreed" boolean DEFAULT false NOT NULL,
	"revenue_share_percent" integer DEFAULT 80 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"organization_id" integer,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" "email_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"acting_organization_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"organization_id" integer NOT NULL,
	"account_owner" boolean DEFAULT false NOT NULL,
	"admin_user" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"kind" "file_kind" NOT NULL,
	"s3_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"temp" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_s3_key_unique" UNIQUE("s3_key")
);
--> statement-breakpoint
CREATE TABLE "vendor_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"is_admin" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"country" text NOT NULL,
	"test_for_organization_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "app_review_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"decision" "review_decision" NOT NULL,
	"reason" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" "app_type" DEFAULT 'PUBLIC' NOT NULL,
	"status" "app_status" DEFAULT 'DRAFT' NOT NULL,
	"api_contact_email" text NOT NULL,
	"app_url" text,
	"redirect_url_whitelist" text,
	"charge_type" charge_type DEFAULT 'FREE_TO_INSTALL' NOT NULL,
	"installation_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"one_time_charge_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"free_trial_days" integer DEFAULT 0 NOT NULL,
	"app_review_instructions" text,
	"api_key" text NOT NULL,
	"secret_key_encrypted" text NOT NULL,
	"linked_vendor_id" integer,
	"custom_published_at" timestamp with time zone,
	"review_reason" text,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" "price_plan_type" NOT NULL,
	"discounted_yearly_price" boolean DEFAULT false NOT NULL,
	"monthly_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"yearly_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"one_time_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"booking_fee_percentage" numeric(12, 2) DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"name" text NOT NULL,
	"tag_line" text NOT NULL,
	"description" text NOT NULL,
	"search_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"integrations" text[] DEFAULT '{}'::text[] NOT NULL,
	"promo_video_url" text,
	"include_key_benefits_images" boolean DEFAULT false NOT NULL,
	"support_email" text NOT NULL,
	"support_phone" text,
	"website_url" text,
	"privacy_policy_url" text,
	"terms_of_service_url" text,
	"offer_demo_request" boolean DEFAULT false NOT NULL,
	"show_contact_details" boolean DEFAULT false NOT NULL,
	"icon_file_id" integer,
	"search_document" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_key_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_file_id" integer
);
--> statement-breakpoint
CREATE TABLE "listing_price_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"price_plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"features" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_screenshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"position" integer NOT NULL,
	"device" "screenshot_device" DEFAULT 'DESKTOP' NOT NULL,
	"description" text NOT NULL,
	"image_file_id" integer
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"vendor_id" integer,
	"event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"topic" "webhook_topic" NOT NULL,
	"headers" jsonb NOT NULL,
	"payload" jsonb NOT NULL,
	"status" "webhook_delivery_status" DEFAULT 'PENDING' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"latency_ms" integer NOT NULL,
	"response_excerpt" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"topic" "webhook_topic" NOT NULL,
	"url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"installation_id" integer NOT NULL,
	"oauth_code_id" integer,
	"token_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "installation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"installation_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"type" "installation_event_type" NOT NULL,
	"country" text NOT NULL,
	"price_plan_id" integer,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installations" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"installed_by_vendor_user_id" integer,
	"price_plan_id" integer,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"token_exchanged_at" timestamp with time zone,
	"legacy_access_key" text,
	"legacy_secret_key_encrypted" text,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uninstalled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"app_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_user_id" integer,
	"redirect_uri" text NOT NULL,
	"scopes" text[] NOT NULL,
	"price_plan_id" integer,
	"code_challenge" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"installation_id" integer,
	"kind" "ledger_entry_kind" NOT NULL,
	"gross_amount" numeric(12, 2) NOT NULL,
	"partner_amount" numeric(12, 2) NOT NULL,
	"period_month" date NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"payable_to" text NOT NULL,
	"payout_contact_email" text NOT NULL,
	"payout_contact_phone_number" text NOT NULL,
	"payment_type" "payment_type" DEFAULT 'WIRE' NOT NULL,
	"payment_terms" text,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"us_resident" boolean NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account_number_encrypted" text NOT NULL,
	"iban_encrypted" text,
	"swift" text,
	"bank_id" text,
	"branch_id" text,
	"aba_routing_encrypted" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" "payout_status" DEFAULT 'REQUESTED' NOT NULL,
	"reason" text,
	"invoice_file_id" integer,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_forms" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"form_type" "tax_form_type" NOT NULL,
	"data_encrypted" text NOT NULL,
	"signed_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_organization_id_organizations_id_fk" FOREIGN KEY ("acting_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_users" ADD CONSTRAINT "vendor_users_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_test_for_organization_id_organizations_id_fk" FOREIGN KEY ("test_for_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_review_events" ADD CONSTRAINT "app_review_events_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_review_events" ADD CONSTRAINT "app_review_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_linked_vendor_id_vendors_id_fk" FOREIGN KEY ("linked_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_plans" ADD CONSTRAINT "price_plans_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_listings" ADD CONSTRAINT "app_listings_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_listings" ADD CONSTRAINT "app_listings_icon_file_id_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_key_benefits" ADD CONSTRAINT "listing_key_benefits_listing_id_app_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."app_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_key_benefits" ADD CONSTRAINT "listing_key_benefits_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_price_plans" ADD CONSTRAINT "listing_price_plans_listing_id_app_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."app_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_price_plans" ADD CONSTRAINT "listing_price_plans_price_plan_id_price_plans_id_fk" FOREIGN KEY ("price_plan_id") REFERENCES "public"."price_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_screenshots" ADD CONSTRAINT "listing_screenshots_listing_id_app_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."app_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_screenshots" ADD CONSTRAINT "listing_screenshots_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."webhook_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_oauth_code_id_oauth_codes_id_fk" FOREIGN KEY ("oauth_code_id") REFERENCES "public"."oauth_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_events" ADD CONSTRAINT "installation_events_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_events" ADD CONSTRAINT "installation_events_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_events" ADD CONSTRAINT "installation_events_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_events" ADD CONSTRAINT "installation_events_price_plan_id_price_plans_id_fk" FOREIGN KEY ("price_plan_id") REFERENCES "public"."price_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_installed_by_vendor_user_id_vendor_users_id_fk" FOREIGN KEY ("installed_by_vendor_user_id") REFERENCES "public"."vendor_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_price_plan_id_price_plans_id_fk" FOREIGN KEY ("price_plan_id") REFERENCES "public"."price_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD CONSTRAINT "oauth_codes_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD CONSTRAINT "oauth_codes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD CONSTRAINT "oauth_codes_vendor_user_id_vendor_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."vendor_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD CONSTRAINT "oauth_codes_price_plan_id_price_plans_id_fk" FOREIGN KEY ("price_plan_id") REFERENCES "public"."price_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_settings" ADD CONSTRAINT "payout_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_invoice_file_id_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD CONSTRAINT "tax_forms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_org_idx" ON "audit_log" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_org_idx" ON "users" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "files_org_idx" ON "files" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "files_temp_idx" ON "files" USING btree ("temp","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_users_email_lower_key" ON "vendor_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "vendor_users_vendor_idx" ON "vendor_users" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_test_org_key" ON "vendors" USING btree ("test_for_organization_id");--> statement-breakpoint
CREATE INDEX "vendors_name_trgm_idx" ON "vendors" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "app_review_events_app_idx" ON "app_review_events" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "apps_api_key_key" ON "apps" USING btree ("api_key");--> statement-breakpoint
CREATE INDEX "apps_org_idx" ON "apps" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "apps_status_idx" ON "apps" USING btree ("status","type");--> statement-breakpoint
CREATE INDEX "apps_public_published_idx" ON "apps" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "apps"."status" = 'PUBLISHED' and "apps"."type" = 'PUBLIC' and "apps"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "price_plans_app_idx" ON "price_plans" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_plans_one_free_key" ON "price_plans" USING btree ("app_id") WHERE "price_plans"."type" = 'FREE' and "price_plans"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "app_listings_app_language_key" ON "app_listings" USING btree ("app_id","language");--> statement-breakpoint
CREATE INDEX "app_listings_search_document_idx" ON "app_listings" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "app_listings_name_idx" ON "app_listings" USING btree (lower("name"),"app_id");--> statement-breakpoint
CREATE INDEX "listing_key_benefits_listing_idx" ON "listing_key_benefits" USING btree ("listing_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_price_plans_key" ON "listing_price_plans" USING btree ("listing_id","price_plan_id");--> statement-breakpoint
CREATE INDEX "listing_screenshots_listing_idx" ON "listing_screenshots" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_subscription_idx" ON "webhook_deliveries" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempts_delivery_idx" ON "webhook_delivery_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_app_idx" ON "webhook_subscriptions" USING btree ("app_id","topic");--> statement-breakpoint
CREATE INDEX "access_tokens_installation_idx" ON "access_tokens" USING btree ("installation_id");--> statement-breakpoint
CREATE INDEX "installation_events_app_time_idx" ON "installation_events" USING btree ("app_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "installations_app_vendor_key" ON "installations" USING btree ("app_id","vendor_id");--> statement-breakpoint
CREATE INDEX "installations_app_active_idx" ON "installations" USING btree ("app_id") WHERE "installations"."uninstalled_at" is null;--> statement-breakpoint
CREATE INDEX "installations_vendor_idx" ON "installations" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_org_period_idx" ON "ledger_entries" USING btree ("organization_id","period_month");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_org_period_key" ON "payouts" USING btree ("organization_id","period_from");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("queue","run_at");