-- The daily arrays' trigger with its two statements written out (old rows subtracted, new rows
-- added) instead of one run through EXECUTE: plpgsql keeps a static statement's plan, and EXECUTE
-- planned it on every write (~4 ms of a 6 ms one-workout insert on the embedded database).
CREATE OR REPLACE FUNCTION "keep_athlete_daily_stress"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		WITH "days" AS (
			SELECT "athlete_id", "local_date", sum("stress_score"::text::double precision) * -1 AS "stress", count(*) * -1 AS "scored"
			FROM "old_rows" WHERE "stress_score" IS NOT NULL GROUP BY 1, 2
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
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		WITH "days" AS (
			SELECT "athlete_id", "local_date", sum("stress_score"::text::double precision) * 1 AS "stress", count(*) * 1 AS "scored"
			FROM "new_rows" WHERE "stress_score" IS NOT NULL GROUP BY 1, 2
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
	END IF;
	RETURN NULL;
END
$$;
