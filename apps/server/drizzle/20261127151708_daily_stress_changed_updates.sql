-- An UPDATE of workouts changes the daily arrays only for rows whose athlete, day or stress changed:
-- matching a workout to the plan or renaming it rewrote every updated row's day as "old out, new
-- in" (~1 ms a statement for nothing, and a last-bit float residue on the day). Old and new rows
-- pair up on the workout's id; inserts and deletes keep the first function.
CREATE OR REPLACE FUNCTION "keep_athlete_daily_stress_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH "moved" AS (
		SELECT o."athlete_id" AS "old_athlete", o."local_date" AS "old_date", o."stress_score" AS "old_stress",
			n."athlete_id" AS "new_athlete", n."local_date" AS "new_date", n."stress_score" AS "new_stress"
		FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
		WHERE (o."athlete_id", o."local_date", o."stress_score") IS DISTINCT FROM (n."athlete_id", n."local_date", n."stress_score")
	), "deltas" AS (
		SELECT "old_athlete" AS "athlete_id", "old_date" AS "local_date", "old_stress"::text::double precision * -1 AS "stress", -1 AS "scored"
		FROM "moved" WHERE "old_stress" IS NOT NULL
		UNION ALL
		SELECT "new_athlete", "new_date", "new_stress"::text::double precision, 1
		FROM "moved" WHERE "new_stress" IS NOT NULL
	), "days" AS (
		SELECT "athlete_id", "local_date", sum("stress") AS "stress", sum("scored") AS "scored" FROM "deltas" GROUP BY 1, 2
	), "spans" AS (
		SELECT "athlete_id", min("local_date") AS "first_date", max("local_date") AS "last_date" FROM "days" GROUP BY 1
	), "changed" AS (
		SELECT s."athlete_id", s."first_date",
			array_agg(coalesce(d."stress", 0) ORDER BY g."day") AS "stress",
			array_agg(coalesce(d."scored", 0)::double precision ORDER BY g."day") AS "scored"
		FROM "spans" s
		CROSS JOIN LATERAL generate_series(s."first_date", s."last_date", interval '1 day') AS g("day")
		LEFT JOIN "days" d ON d."athlete_id" = s."athlete_id" AND d."local_date" = g."day"::date
		GROUP BY s."athlete_id", s."first_date"
	)
	INSERT INTO "athlete_daily_stress" AS t ("athlete_id", "first_date", "stress", "scored")
	SELECT c."athlete_id", c."first_date", c."stress", c."scored" FROM "changed" c
	WHERE EXISTS (SELECT 1 FROM "athletes" a WHERE a."id" = c."athlete_id")
	ON CONFLICT ("athlete_id") DO UPDATE SET
		"first_date" = least(t."first_date", excluded."first_date"),
		"stress" = "add_daily_values"(t."first_date", t."stress", excluded."first_date", excluded."stress"),
		"scored" = "add_daily_values"(t."first_date", t."scored", excluded."first_date", excluded."scored");
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "completed_workouts_daily_stress_update" ON "completed_workouts";
--> statement-breakpoint
CREATE TRIGGER "completed_workouts_daily_stress_update" AFTER UPDATE ON "completed_workouts"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_athlete_daily_stress_on_update"();
