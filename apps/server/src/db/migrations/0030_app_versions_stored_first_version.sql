-- Apps created from now on store their version 1 (the scopes their developer chose, none unless chosen); apps without that row keep the implicit version 1 of every scope.
ALTER TABLE "app_versions" DROP CONSTRAINT "app_versions_version_check";--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_version_check" CHECK ("app_versions"."version" >= 1);