-- Load versions come from one sequence, so an athlete's version never takes a value it had
-- before: the developer reset deletes the athlete's row with their workouts, and a counter per
-- athlete would start again at 1, a value a kept series may already hold (history/load-series.ts).
-- No row means no workouts were written since the reset or ever: athletes whose workouts predate
-- the triggers get a row here.
CREATE SEQUENCE "athlete_load_version_seq";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_athlete_load_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "athlete_load_versions" AS v ("athlete_id", "version")
		SELECT o."athlete_id", nextval('athlete_load_version_seq')
		FROM (SELECT DISTINCT "athlete_id" FROM "old_rows") o
		WHERE EXISTS (SELECT 1 FROM "athletes" a WHERE a."id" = o."athlete_id")
		ON CONFLICT ("athlete_id") DO UPDATE SET "version" = excluded."version";
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		INSERT INTO "athlete_load_versions" AS v ("athlete_id", "version")
		SELECT n."athlete_id", nextval('athlete_load_version_seq')
		FROM (SELECT DISTINCT "athlete_id" FROM "new_rows") n
		WHERE EXISTS (SELECT 1 FROM "athletes" a WHERE a."id" = n."athlete_id")
		ON CONFLICT ("athlete_id") DO UPDATE SET "version" = excluded."version";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "athlete_load_versions" ("athlete_id", "version")
SELECT w."athlete_id", nextval('athlete_load_version_seq')
FROM (SELECT DISTINCT "athlete_id" FROM "completed_workouts") w
ON CONFLICT ("athlete_id") DO UPDATE SET "version" = excluded."version";
