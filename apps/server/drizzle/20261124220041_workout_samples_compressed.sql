-- Workout samples become gzipped JSON in text (see compressedJson in src/db/schema.ts); existing rows keep their JSON as text.
ALTER TABLE "completed_workouts" ALTER COLUMN "samples" SET DATA TYPE text USING "samples"::text;
