-- The catalogue version (0002) moves only for writes the public store can show. Every server process keeps its
-- catalogue answers and rendered store pages while the version is unchanged, so a bump on every write (a draft
-- app's edit, a sign-up, an upload) retired every cache in every process many times a second.
-- The store shows listings of apps that are PUBLISHED, PUBLIC and not deleted (catalog.queries.ts `visible`), with
-- their price plans, screenshots, key benefits, icon and image files, the developer organisation, and it sorts
-- by active installations (POPULAR). A statement bumps when a row it changed is, or was, part of that.
-- Transition tables are allowed only on single-event triggers: one trigger per INSERT, UPDATE and DELETE, one
-- function per rule branching on TG_OP (a branch's statement is planned only when it runs, so an INSERT never
-- reads old_rows). TRUNCATE keeps the unconditional bump. A rule reads the other tables as the statement left
-- them: a listing or plan saved while its app is published or unpublished waits for the app's row lock
-- (listings.service.ts, pricing.service.ts), so whichever of the two commits second sees the other's result.
-- The search vocabulary (search_words) has no trigger: a stale vocabulary only changes typo alternatives, which
-- is tolerated already (search-terms.ts).
DROP TRIGGER "apps_catalog_version" ON "apps";--> statement-breakpoint
DROP TRIGGER "app_listings_catalog_version" ON "app_listings";--> statement-breakpoint
DROP TRIGGER "listing_key_benefits_catalog_version" ON "listing_key_benefits";--> statement-breakpoint
DROP TRIGGER "listing_screenshots_catalog_version" ON "listing_screenshots";--> statement-breakpoint
DROP TRIGGER "listing_price_plans_catalog_version" ON "listing_price_plans";--> statement-breakpoint
DROP TRIGGER "price_plans_catalog_version" ON "price_plans";--> statement-breakpoint
DROP TRIGGER "organizations_catalog_version" ON "organizations";--> statement-breakpoint
DROP TRIGGER "files_catalog_version" ON "files";--> statement-breakpoint
DROP TRIGGER "installations_catalog_version" ON "installations";--> statement-breakpoint
-- Bumps the version when any of the apps is listed in the store now.
CREATE FUNCTION "catalog_version_bump_for_apps"(app_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM apps WHERE id = ANY(app_ids) AND status = 'PUBLISHED' AND type = 'PUBLIC' AND deleted_at IS NULL) THEN
    UPDATE catalog_state SET version = version + 1 WHERE id = 1;
  END IF;
END;
$$;--> statement-breakpoint
-- apps: a row listed before or after the change (publishing, unpublishing, removing, editing a listed app).
CREATE FUNCTION "catalog_version_apps"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    listed := EXISTS (SELECT 1 FROM old_rows WHERE status = 'PUBLISHED' AND type = 'PUBLIC' AND deleted_at IS NULL);
  END IF;
  IF NOT listed AND TG_OP <> 'DELETE' THEN
    listed := EXISTS (SELECT 1 FROM new_rows WHERE status = 'PUBLISHED' AND type = 'PUBLIC' AND deleted_at IS NULL);
  END IF;
  IF listed THEN
    UPDATE catalog_state SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- app_listings and price_plans: rows of a listed app (old rows' app for a delete).
CREATE FUNCTION "catalog_version_app_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  app_ids integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    app_ids := app_ids || ARRAY(SELECT app_id FROM old_rows);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    app_ids := app_ids || ARRAY(SELECT app_id FROM new_rows);
  END IF;
  PERFORM catalog_version_bump_for_apps(app_ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- listing_key_benefits, listing_screenshots, listing_price_plans: rows of a listing of a listed app. Rows
-- deleted with their listing find it gone; the listing's own delete bumps for them.
CREATE FUNCTION "catalog_version_listing_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listing_ids integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    listing_ids := listing_ids || ARRAY(SELECT listing_id FROM old_rows);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    listing_ids := listing_ids || ARRAY(SELECT listing_id FROM new_rows);
  END IF;
  PERFORM catalog_version_bump_for_apps(ARRAY(SELECT app_id FROM app_listings WHERE id = ANY(listing_ids)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- organizations: the developer of a listed app (a sign-up's new organisation has none).
CREATE FUNCTION "catalog_version_organizations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org_ids integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    org_ids := org_ids || ARRAY(SELECT id FROM old_rows);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    org_ids := org_ids || ARRAY(SELECT id FROM new_rows);
  END IF;
  PERFORM catalog_version_bump_for_apps(ARRAY(SELECT id FROM apps WHERE organization_id = ANY(org_ids)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- files: an image (original, variants, temp flag) that a listing of a listed app shows. A temporary upload is
-- used by no saved listing, so a row temporary before and after the change is skipped without a look-up.
CREATE FUNCTION "catalog_version_files"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  file_ids integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    file_ids := file_ids || ARRAY(SELECT id FROM old_rows WHERE NOT temp);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    file_ids := file_ids || ARRAY(SELECT id FROM new_rows WHERE NOT temp);
  END IF;
  IF cardinality(file_ids) > 0 THEN
    PERFORM catalog_version_bump_for_apps(ARRAY(
      SELECT app_id FROM app_listings WHERE icon_file_id = ANY(file_ids)
      UNION SELECT l.app_id FROM listing_screenshots s JOIN app_listings l ON l.id = s.listing_id WHERE s.image_file_id = ANY(file_ids)
      UNION SELECT l.app_id FROM listing_key_benefits k JOIN app_listings l ON l.id = k.listing_id WHERE k.image_file_id = ANY(file_ids)));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- installations: the POPULAR sorting counts a listed app's active installations, so an install, an uninstall
-- or a move between apps bumps; other changes (tokens, scopes, plan) do not.
CREATE FUNCTION "catalog_version_installations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalog_version_bump_for_apps(ARRAY(SELECT app_id FROM new_rows WHERE uninstalled_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalog_version_bump_for_apps(ARRAY(SELECT app_id FROM old_rows WHERE uninstalled_at IS NULL));
  ELSE
    PERFORM catalog_version_bump_for_apps(ARRAY(
      SELECT unnest(ARRAY[o.app_id, n.app_id]) FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
      WHERE o.id IS NULL OR n.id IS NULL OR o.app_id <> n.app_id OR (o.uninstalled_at IS NULL) <> (n.uninstalled_at IS NULL)));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "apps_catalog_version_insert" AFTER INSERT ON "apps" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_apps"();--> statement-breakpoint
CREATE TRIGGER "apps_catalog_version_update" AFTER UPDATE ON "apps" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_apps"();--> statement-breakpoint
CREATE TRIGGER "apps_catalog_version_delete" AFTER DELETE ON "apps" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_apps"();--> statement-breakpoint
CREATE TRIGGER "apps_catalog_version_truncate" AFTER TRUNCATE ON "apps" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "app_listings_catalog_version_insert" AFTER INSERT ON "app_listings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_app_rows"();--> statement-breakpoint
CREATE TRIGGER "app_listings_catalog_version_update" AFTER UPDATE ON "app_listings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_app_rows"();--> statement-breakpoint
CREATE TRIGGER "app_listings_catalog_version_delete" AFTER DELETE ON "app_listings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_app_rows"();--> statement-breakpoint
CREATE TRIGGER "app_listings_catalog_version_truncate" AFTER TRUNCATE ON "app_listings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "price_plans_catalog_version_insert" AFTER INSERT ON "price_plans" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_app_rows"();--> statement-breakpoint
CREATE TRIGGER "price_plans_catalog_version_update" AFTER UPDATE ON "price_plans" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_app_rows"();--> statement-breakpoint
CREATE TRIGGER "price_plans_catalog_version_delete" AFTER DELETE ON "price_plans" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_app_rows"();--> statement-breakpoint
CREATE TRIGGER "price_plans_catalog_version_truncate" AFTER TRUNCATE ON "price_plans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "listing_key_benefits_catalog_version_insert" AFTER INSERT ON "listing_key_benefits" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_listing_rows"();--> statement-breakpoint
CREATE TRIGGER "listing_key_benefits_catalog_version_update" AFTER UPDATE ON "listing_key_benefits" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_listing_rows"();--> statement-breakpoint
CREATE TRIGGER "listing_key_benefits_catalog_version_delete" AFTER DELETE ON "listing_key_benefits" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_listing_rows"();--> statement-breakpoint
CREATE TRIGGER "listing_key_benefits_catalog_version_truncate" AFTER TRUNCATE ON "listing_key_benefits" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "listing_screenshots_catalog_version_insert" AFTER INSERT ON "listing_screenshots" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_listing_rows"();--> statement-breakpoint
CREATE TRIGGER "listing_screenshots_catalog_version_update" AFTER UPDATE ON "listing_screenshots" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_listing_rows"();--> statement-breakpoint
CREATE TRIGGER "listing_screenshots_catalog_version_delete" AFTER DELETE ON "listing_screenshots" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_listing_rows"();--> statement-breakpoint
CREATE TRIGGER "listing_screenshots_catalog_version_truncate" AFTER TRUNCATE ON "listing_screenshots" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "listing_price_plans_catalog_version_insert" AFTER INSERT ON "listing_price_plans" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_listing_rows"();--> statement-breakpoint
CREATE TRIGGER "listing_price_plans_catalog_version_update" AFTER UPDATE ON "listing_price_plans" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_listing_rows"();--> statement-breakpoint
CREATE TRIGGER "listing_price_plans_catalog_version_delete" AFTER DELETE ON "listing_price_plans" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_listing_rows"();--> statement-breakpoint
CREATE TRIGGER "listing_price_plans_catalog_version_truncate" AFTER TRUNCATE ON "listing_price_plans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "organizations_catalog_version_insert" AFTER INSERT ON "organizations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_organizations"();--> statement-breakpoint
CREATE TRIGGER "organizations_catalog_version_update" AFTER UPDATE ON "organizations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_organizations"();--> statement-breakpoint
CREATE TRIGGER "organizations_catalog_version_delete" AFTER DELETE ON "organizations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_organizations"();--> statement-breakpoint
CREATE TRIGGER "organizations_catalog_version_truncate" AFTER TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "files_catalog_version_insert" AFTER INSERT ON "files" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_files"();--> statement-breakpoint
CREATE TRIGGER "files_catalog_version_update" AFTER UPDATE ON "files" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_files"();--> statement-breakpoint
CREATE TRIGGER "files_catalog_version_delete" AFTER DELETE ON "files" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_files"();--> statement-breakpoint
CREATE TRIGGER "files_catalog_version_truncate" AFTER TRUNCATE ON "files" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "installations_catalog_version_insert" AFTER INSERT ON "installations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_installations"();--> statement-breakpoint
CREATE TRIGGER "installations_catalog_version_update" AFTER UPDATE ON "installations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_installations"();--> statement-breakpoint
CREATE TRIGGER "installations_catalog_version_delete" AFTER DELETE ON "installations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_installations"();--> statement-breakpoint
CREATE TRIGGER "installations_catalog_version_truncate" AFTER TRUNCATE ON "installations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
