-- The statistics' totals and series (history.service.ts) read sport, duration, distance and stress
-- over a range of an athlete's days: with them in the (athlete_id, local_date) index the range is
-- an index-only scan of a few adjacent leaf pages, instead of a heap page per workout wherever
-- each was written. The index keeps its name and keys (schema.ts declares it so), and serves
-- every query it served before.
DROP INDEX IF EXISTS "completed_workouts_athlete_date_idx";
--> statement-breakpoint
CREATE INDEX "completed_workouts_athlete_date_idx" ON "completed_workouts" ("athlete_id", "local_date")
	INCLUDE ("sport", "duration_seconds", "distance_meters", "stress_score");
