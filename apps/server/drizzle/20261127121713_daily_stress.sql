CREATE TABLE "athlete_daily_stress" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"first_date" date NOT NULL,
	"stress" double precision[] NOT NULL,
	"scored" double precision[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "athlete_daily_stress" ADD CONSTRAINT "athlete_daily_stress_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- a + b, day by day: two daily arrays starting on their own dates, summed into one that starts on
-- the earlier date. Copies `a` once and walks only `b` (a write's change: a day, or an import's
-- days), so logging a workout does not walk five years.
CREATE FUNCTION "add_daily_values"("a_first" date, "a" double precision[], "b_first" date, "b" double precision[])
RETURNS double precision[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	"result" double precision[] := "a";
	"first" date := least("a_first", "b_first");
	"offset" int;
	"missing" int;
BEGIN
	IF "a_first" > "first" THEN
		"result" := array_fill(0::double precision, ARRAY["a_first" - "first"]) || "result";
	END IF;
	"offset" := "b_first" - "first";
	"missing" := "offset" + cardinality("b") - coalesce(cardinality("result"), 0);
	IF "missing" > 0 THEN
		"result" := "result" || array_fill(0::double precision, ARRAY["missing"]);
	END IF;
	FOR "i" IN 1 .. cardinality("b") LOOP
		IF "b"["i"] <> 0 THEN
			"result"["i" + "offset"] := "result"["i" + "offset"] + "b"["i"];
		END IF;
	END LOOP;
	RETURN "result";
END
$$;
--> statement-breakpoint
-- A write statement's change to its athletes' daily arrays: the written rows (`sign` 1) or the
-- replaced/deleted ones (-1), summed per athlete and day as arrays from each athlete's first
-- changed day to their last, added to the stored row as it is once locked (ON CONFLICT), so two
-- transactions writing the same athlete's workouts both count. An athlete being deleted gets no
-- row back (EXISTS), as with the load versions. Run in the trigger function itself: only it sees
-- the statement's transition tables, which EXECUTE reaches by name.
CREATE FUNCTION "keep_athlete_daily_stress"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"change" record;
BEGIN
	FOR "change" IN
		SELECT * FROM (VALUES ('old_rows', -1::double precision), ('new_rows', 1::double precision)) AS v("source", "sign")
		WHERE ("source" = 'old_rows' AND TG_OP IN ('UPDATE', 'DELETE')) OR ("source" = 'new_rows' AND TG_OP IN ('UPDATE', 'INSERT'))
	LOOP
		EXECUTE format($query$
			WITH "days" AS (
				SELECT "athlete_id", "local_date", sum("stress_score"::text::double precision) * $1 AS "stress", count(*) * $1 AS "scored"
				FROM %I WHERE "stress_score" IS NOT NULL GROUP BY 1, 2
			), "spans" AS (
				SELECT "athlete_id", min("local_date") AS "first_date", max("local_date") AS "last_date"
				FROM "days" GROUP BY 1
			), "changed" AS (
				SELECT s."athlete_id", s."first_date",
					array_agg(coalesce(d."stress", 0) ORDER BY g."day") AS "stress",
					array_agg(coalesce(d."scored", 0) ORDER BY g."day") AS "scored"
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
				"scored" = "add_daily_values"(t."first_date", t."scored", excluded."first_date", excluded."scored")
		$query$, "change"."source") USING "change"."sign";
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "completed_workouts_daily_stress_insert" AFTER INSERT ON "completed_workouts"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_athlete_daily_stress"();
--> statement-breakpoint
CREATE TRIGGER "completed_workouts_daily_stress_update" AFTER UPDATE ON "completed_workouts"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_athlete_daily_stress"();
--> statement-breakpoint
CREATE TRIGGER "completed_workouts_daily_stress_delete" AFTER DELETE ON "completed_workouts"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_athlete_daily_stress"();
--> statement-breakpoint
-- The workouts written before this migration, in one pass.
INSERT INTO "athlete_daily_stress" ("athlete_id", "first_date", "stress", "scored")
WITH "days" AS (
	SELECT "athlete_id", "local_date", sum("stress_score"::text::double precision) AS "stress", count(*)::double precision AS "scored"
	FROM "completed_workouts" WHERE "stress_score" IS NOT NULL GROUP BY 1, 2
), "spans" AS (
	SELECT "athlete_id", min("local_date") AS "first_date", max("local_date") AS "last_date" FROM "days" GROUP BY 1
)
SELECT s."athlete_id", s."first_date",
	array_agg(coalesce(d."stress", 0) ORDER BY g."day"),
	array_agg(coalesce(d."scored", 0) ORDER BY g."day")
FROM "spans" s
CROSS JOIN LATERAL generate_series(s."first_date", s."last_date", interval '1 day') AS g("day")
LEFT JOIN "days" d ON d."athlete_id" = s."athlete_id" AND d."local_date" = g."day"::date
GROUP BY s."athlete_id", s."first_date";
