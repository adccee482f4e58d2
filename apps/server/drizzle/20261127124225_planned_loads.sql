ALTER TABLE "planned_sessions" ADD COLUMN "load" real GENERATED ALWAYS AS (coalesce(("session" ->> 'load')::real, 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "planned_sessions" ADD COLUMN "skipped" boolean GENERATED ALWAYS AS (coalesce("session" ->> 'status', '') = 'skipped') STORED NOT NULL;--> statement-breakpoint
-- The roadmap's planned curve reads each session's date, load and status over a season: with load
-- and skipped in the (athlete_id, date) index that is an index-only scan, not ~200 rows' JSON
-- opened. Same name and keys (schema.ts declares them), so it serves every query it served.
DROP INDEX IF EXISTS "planned_sessions_athlete_date_idx";
--> statement-breakpoint
CREATE INDEX "planned_sessions_athlete_date_idx" ON "planned_sessions" ("athlete_id", "date") INCLUDE ("load", "skipped");
