CREATE TABLE "catalog_sort_keys" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"rating_key" double precision DEFAULT 0 NOT NULL,
	"active_installs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_sort_keys" ADD CONSTRAINT "catalog_sort_keys_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_sort_keys_rating_idx" ON "catalog_sort_keys" USING btree ("rating_key" DESC NULLS LAST,"app_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalog_sort_keys_popular_idx" ON "catalog_sort_keys" USING btree ("active_installs" DESC NULLS LAST,"app_id" DESC NULLS LAST);--> statement-breakpoint
-- The catalogue's RATING order walked every listed app and looked its rating up per row on every request (4 times
-- the cost of the newest order on 10,000 listings). catalog_sort_keys keeps the key, indexed, one row per app.
-- Triggers keep it, so neither domain's code writes the other's table: every app gets its row when it is made, and
-- a rating row's write (reviews.queries.ts refreshAppRating, seeds, benchmarks) sets its app's key in the same
-- statement. The key's formula is the one the order used per row: the same order, to the bit.
CREATE FUNCTION "catalog_rating_key"(rating_sum integer, review_count integer) RETURNS double precision
  LANGUAGE sql IMMUTABLE AS $$
  SELECT (floor(rating_sum * 10000.0 / review_count) * 1000000 + least(review_count, 999999))::float8
$$;--> statement-breakpoint
-- apps: a new app's row, key 0 (no reviews yet).
CREATE FUNCTION "catalog_sort_keys_apps"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_sort_keys (app_id) SELECT id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- app_ratings: the key of each app whose rating row the statement wrote, from the row as the statement left it
-- (none: 0). One function for the three single-event triggers that transition tables allow, branching on TG_OP.
CREATE FUNCTION "catalog_sort_keys_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  app_ids integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    app_ids := app_ids || ARRAY(SELECT app_id FROM old_rows);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    app_ids := app_ids || ARRAY(SELECT app_id FROM new_rows);
  END IF;
  UPDATE catalog_sort_keys k SET rating_key = v.key
  FROM (SELECT a.id, coalesce((SELECT catalog_rating_key(r.rating_sum, r.review_count) FROM app_ratings r WHERE r.app_id = a.id), 0) AS key
        FROM unnest(app_ids) a(id)) v
  WHERE k.app_id = v.id AND k.rating_key <> v.key;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "catalog_sort_keys_ratings_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_sort_keys SET rating_key = 0 WHERE rating_key <> 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "apps_catalog_sort_keys" AFTER INSERT ON "apps" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_sort_keys_apps"();--> statement-breakpoint
CREATE TRIGGER "app_ratings_catalog_sort_keys_insert" AFTER INSERT ON "app_ratings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_sort_keys_ratings"();--> statement-breakpoint
CREATE TRIGGER "app_ratings_catalog_sort_keys_update" AFTER UPDATE ON "app_ratings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_sort_keys_ratings"();--> statement-breakpoint
CREATE TRIGGER "app_ratings_catalog_sort_keys_delete" AFTER DELETE ON "app_ratings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_sort_keys_ratings"();--> statement-breakpoint
CREATE TRIGGER "app_ratings_catalog_sort_keys_truncate" AFTER TRUNCATE ON "app_ratings" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_sort_keys_ratings_truncate"();--> statement-breakpoint
-- The POPULAR order counted every listed app's active installations on every request (some 50 ms for 10,000 listings
-- and 40,000 installations). The count is kept beside the rating key, by delta: each statement on installations adds
-- its rows that are active now and takes away those that were, per app. A delta, not a recount: two installs of one
-- app committing together each add theirs under the key row's lock, where two recounts would each miss the other's.
CREATE FUNCTION "catalog_sort_keys_installations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE catalog_sort_keys k SET active_installs = k.active_installs + d.n
    FROM (SELECT app_id, count(*)::int AS n FROM new_rows WHERE uninstalled_at IS NULL GROUP BY app_id) d
    WHERE k.app_id = d.app_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE catalog_sort_keys k SET active_installs = k.active_installs - d.n
    FROM (SELECT app_id, count(*)::int AS n FROM old_rows WHERE uninstalled_at IS NULL GROUP BY app_id) d
    WHERE k.app_id = d.app_id;
  ELSE
    UPDATE catalog_sort_keys k SET active_installs = k.active_installs + d.n
    FROM (SELECT app_id, sum(n)::int AS n FROM (
            SELECT app_id, 1 AS n FROM new_rows WHERE uninstalled_at IS NULL
            UNION ALL SELECT app_id, -1 FROM old_rows WHERE uninstalled_at IS NULL) c
          GROUP BY app_id) d
    WHERE k.app_id = d.app_id AND d.n <> 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "catalog_sort_keys_installations_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_sort_keys SET active_installs = 0 WHERE active_installs <> 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "installations_catalog_sort_keys_insert" AFTER INSERT ON "installations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_sort_keys_installations"();--> statement-breakpoint
CREATE TRIGGER "installations_catalog_sort_keys_update" AFTER UPDATE ON "installations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_sort_keys_installations"();--> statement-breakpoint
CREATE TRIGGER "installations_catalog_sort_keys_delete" AFTER DELETE ON "installations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_sort_keys_installations"();--> statement-breakpoint
CREATE TRIGGER "installations_catalog_sort_keys_truncate" AFTER TRUNCATE ON "installations" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_sort_keys_installations_truncate"();--> statement-breakpoint
-- the apps there are now, with their keys
INSERT INTO "catalog_sort_keys" ("app_id", "rating_key", "active_installs")
SELECT a.id, coalesce(catalog_rating_key(r.rating_sum, r.review_count), 0),
  (SELECT count(*)::int FROM "installations" i WHERE i.app_id = a.id AND i.uninstalled_at IS NULL)
FROM "apps" a LEFT JOIN "app_ratings" r ON r.app_id = a.id;
