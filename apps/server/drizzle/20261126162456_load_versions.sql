CREATE TABLE "athlete_load_versions" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "athlete_load_versions" ADD CONSTRAINT "athlete_load_versions_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every write to completed_workouts bumps its athletes' version, in the same statement and
-- transaction, whichever code or process made it. Statement triggers with transition tables: a
-- 500-row import bumps each athlete once. An athlete being deleted gets no row back (EXISTS).
CREATE FUNCTION "bump_athlete_load_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "athlete_load_versions" AS v ("athlete_id", "version")
		SELECT DISTINCT o."athlete_id", 1 FROM "old_rows" o
		WHERE EXISTS (SELECT 1 FROM "athletes" a WHERE a."id" = o."athlete_id")
		ON CONFLICT ("athlete_id") DO UPDATE SET "version" = v."version" + 1;
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		INSERT INTO "athlete_load_versions" AS v ("athlete_id", "version")
		SELECT DISTINCT n."athlete_id", 1 FROM "new_rows" n
		WHERE EXISTS (SELECT 1 FROM "athletes" a WHERE a."id" = n."athlete_id")
		ON CONFLICT ("athlete_id") DO UPDATE SET "version" = v."version" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "completed_workouts_load_version_insert" AFTER INSERT ON "completed_workouts"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_load_versions"();
--> statement-breakpoint
CREATE TRIGGER "completed_workouts_load_version_update" AFTER UPDATE ON "completed_workouts"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_load_versions"();
--> statement-breakpoint
CREATE TRIGGER "completed_workouts_load_version_delete" AFTER DELETE ON "completed_workouts"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_load_versions"();
