-- Custom SQL migration file, put your code below! --
-- The catalogue version for writes that do not lock the app row themselves (image variants, an organisation's
-- details, installs): 0014 read whether the app is listed from the statement's snapshot, so a write racing an
-- uncommitted publish saw the app unlisted, did not bump, and committed after the publish's bump had refilled the
-- caches (stale store data until a later bump). The app rows are now read FOR SHARE, filtered by id only: the read
-- waits for a publish (or unpublish) in progress and then sees its committed row.
CREATE OR REPLACE FUNCTION "catalog_version_bump_for_apps"(app_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  listed boolean := false;
  app record;
BEGIN
  FOR app IN SELECT status, type, deleted_at FROM apps WHERE id = ANY(app_ids) ORDER BY id FOR SHARE LOOP
    IF app.status = 'PUBLISHED' AND app.type = 'PUBLIC' AND app.deleted_at IS NULL THEN
      listed := true;
    END IF;
  END LOOP;
  IF listed THEN
    UPDATE catalog_state SET version = version + 1 WHERE id = 1;
  END IF;
END;
$$;
