CREATE TABLE "install_cohort_installations" (
	"installation_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"month" date NOT NULL,
	"installs" integer NOT NULL,
	"after1" integer NOT NULL,
	"after3" integer NOT NULL,
	"after6" integer NOT NULL,
	"after12" integer NOT NULL,
	CONSTRAINT "install_cohort_installations_installation_id_app_id_month_pk" PRIMARY KEY("installation_id","app_id","month")
);
--> statement-breakpoint
CREATE TABLE "install_cohorts" (
	"app_id" integer NOT NULL,
	"month" date NOT NULL,
	"installs" integer DEFAULT 0 NOT NULL,
	"after1" integer DEFAULT 0 NOT NULL,
	"after3" integer DEFAULT 0 NOT NULL,
	"after6" integer DEFAULT 0 NOT NULL,
	"after12" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "install_cohorts_app_id_month_pk" PRIMARY KEY("app_id","month")
);
--> statement-breakpoint
CREATE INDEX "installation_events_installation_idx" ON "installation_events" USING btree ("installation_id","occurred_at","id");--> statement-breakpoint
-- The install cohorts' rollups, projections of installation_events kept in the transaction of every write they depend
-- on, as installation_counts is (0013). The definitions (installations/cohorts.queries.ts) live here: the function below
-- recomputes given installations from their events, and every trigger (and the backfill) calls it.
--
-- An install is an INSTALL event of a non-test installation, in the UTC month it happened; it ends at the
-- installation's next event (an UNINSTALL: events alternate). It still has the app N months on when it did not end
-- before its UTC day + N calendar months (PostgreSQL's month arithmetic).
CREATE FUNCTION "install_cohort_parts"(ids integer[])
RETURNS TABLE ("installation_id" integer, "app_id" integer, "month" date, "installs" integer, "after1" integer, "after3" integer,
  "after6" integer, "after12" integer)
LANGUAGE sql STABLE AS $$
  SELECT installation_id, app_id, date_trunc('month', started)::date, count(*)::int,
    count(*) FILTER (WHERE ended IS NULL OR ended >= date_trunc('day', started) + interval '1 month')::int,
    count(*) FILTER (WHERE ended IS NULL OR ended >= date_trunc('day', started) + interval '3 months')::int,
    count(*) FILTER (WHERE ended IS NULL OR ended >= date_trunc('day', started) + interval '6 months')::int,
    count(*) FILTER (WHERE ended IS NULL OR ended >= date_trunc('day', started) + interval '12 months')::int
  FROM (
    SELECT e.installation_id, e.app_id, e.type::text AS type, e.occurred_at AT TIME ZONE 'UTC' AS started,
      lead(e.occurred_at) OVER (PARTITION BY e.installation_id ORDER BY e.occurred_at, e.id) AT TIME ZONE 'UTC' AS ended
    FROM (SELECT DISTINCT unnest(ids) AS id) t
    JOIN installations i ON i.id = t.id AND NOT i.is_test
    JOIN installation_events e ON e.installation_id = i.id
  ) stints
  WHERE type = 'INSTALL'
  GROUP BY 1, 2, 3
$$;--> statement-breakpoint
-- Adds (direction 1) or takes out (-1) the stored counts of the given installations to or from install_cohorts, keys
-- in order so concurrent writers lock its rows in the same order.
CREATE FUNCTION "install_cohorts_add"(direction integer, ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO install_cohorts AS c ("app_id", "month", "installs", "after1", "after3", "after6", "after12")
  SELECT p.app_id, p.month, direction * sum(p.installs), direction * sum(p.after1), direction * sum(p.after3),
    direction * sum(p.after6), direction * sum(p.after12)
  FROM install_cohort_installations p JOIN (SELECT DISTINCT unnest(ids) AS id) t ON p.installation_id = t.id
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT ("app_id", "month") DO UPDATE SET
    "installs" = c.installs + excluded.installs, "after1" = c.after1 + excluded.after1, "after3" = c.after3 + excluded.after3,
    "after6" = c.after6 + excluded.after6, "after12" = c.after12 + excluded.after12
$$;--> statement-breakpoint
-- Recomputes the given installations: their counts out of install_cohorts, recomputed from their events, back in. The
-- installations' rows are locked first (in id order) so two transactions touching one installation take turns, and
-- the second, in a fresh snapshot, sees what the first wrote.
CREATE FUNCTION "refresh_install_cohorts"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM installations i JOIN (SELECT DISTINCT unnest(ids) AS id) t ON i.id = t.id ORDER BY i.id FOR NO KEY UPDATE OF i;
  PERFORM install_cohorts_add(-1, ids);
  DELETE FROM install_cohort_installations p USING (SELECT DISTINCT unnest(ids) AS id) t WHERE p.installation_id = t.id;
  INSERT INTO install_cohort_installations ("installation_id", "app_id", "month", "installs", "after1", "after3", "after6", "after12")
    SELECT * FROM install_cohort_parts(ids);
  PERFORM install_cohorts_add(1, ids);
END;
$$;--> statement-breakpoint
-- Events written, changed or removed recompute their installations; an installation made a test one (or back) too.
CREATE FUNCTION "roll_up_install_cohorts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'installation_events' THEN
    EXECUTE format('SELECT array_agg(DISTINCT installation_id) FROM (%s) e', CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT installation_id FROM new_rows'
      WHEN 'DELETE' THEN 'SELECT installation_id FROM old_rows'
      ELSE 'SELECT installation_id FROM new_rows UNION ALL SELECT installation_id FROM old_rows' END) INTO ids;
  ELSE
    SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.is_test IS DISTINCT FROM o.is_test;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_install_cohorts(ids);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "installation_events_cohorts_insert" AFTER INSERT ON "installation_events" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_install_cohorts"();--> statement-breakpoint
CREATE TRIGGER "installation_events_cohorts_update" AFTER UPDATE ON "installation_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_install_cohorts"();--> statement-breakpoint
CREATE TRIGGER "installation_events_cohorts_delete" AFTER DELETE ON "installation_events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_install_cohorts"();--> statement-breakpoint
CREATE TRIGGER "installations_cohorts_update" AFTER UPDATE ON "installations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_install_cohorts"();--> statement-breakpoint
-- backfill from the events already there (test/install-cohorts-rollup-properties runs these statements again on random histories)
SELECT refresh_install_cohorts(array(SELECT DISTINCT installation_id FROM "installation_events"));
