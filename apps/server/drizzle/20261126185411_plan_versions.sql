CREATE TABLE "athlete_plan_versions" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "athlete_plan_versions" ADD CONSTRAINT "athlete_plan_versions_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- As bump_athlete_load_versions (migrations 'load_versions', 'load_versions_sequence'), for what
-- the roadmap and the season overview read: every write to the plan summary, its sessions or the
-- race goals gives the athletes it touched a new value of the one sequence, in the same
-- statement and transaction, whichever code or process wrote it.
CREATE FUNCTION "bump_athlete_plan_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "athlete_plan_versions" AS v ("athlete_id", "version")
		SELECT o."athlete_id", nextval('athlete_load_version_seq')
		FROM (SELECT DISTINCT "athlete_id" FROM "old_rows") o
		WHERE EXISTS (SELECT 1 FROM "athletes" a WHERE a."id" = o."athlete_id")
		ON CONFLICT ("athlete_id") DO UPDATE SET "version" = excluded."version";
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		INSERT INTO "athlete_plan_versions" AS v ("athlete_id", "version")
		SELECT n."athlete_id", nextval('athlete_load_version_seq')
		FROM (SELECT DISTINCT "athlete_id" FROM "new_rows") n
		WHERE EXISTS (SELECT 1 FROM "athletes" a WHERE a."id" = n."athlete_id")
		ON CONFLICT ("athlete_id") DO UPDATE SET "version" = excluded."version";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "training_plans_plan_version_insert" AFTER INSERT ON "training_plans"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE TRIGGER "training_plans_plan_version_update" AFTER UPDATE ON "training_plans"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE TRIGGER "training_plans_plan_version_delete" AFTER DELETE ON "training_plans"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE TRIGGER "planned_sessions_plan_version_insert" AFTER INSERT ON "planned_sessions"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE TRIGGER "planned_sessions_plan_version_update" AFTER UPDATE ON "planned_sessions"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE TRIGGER "planned_sessions_plan_version_delete" AFTER DELETE ON "planned_sessions"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE TRIGGER "race_goals_plan_version_insert" AFTER INSERT ON "race_goals"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE TRIGGER "race_goals_plan_version_update" AFTER UPDATE ON "race_goals"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE TRIGGER "race_goals_plan_version_delete" AFTER DELETE ON "race_goals"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
-- Athletes with a plan or goals from before the triggers: "no row" means nothing was ever written.
INSERT INTO "athlete_plan_versions" ("athlete_id", "version")
SELECT a."athlete_id", nextval('athlete_load_version_seq')
FROM (
	SELECT "athlete_id" FROM "training_plans"
	UNION SELECT "athlete_id" FROM "race_goals"
	UNION SELECT DISTINCT "athlete_id" FROM "planned_sessions"
) a
ON CONFLICT ("athlete_id") DO UPDATE SET "version" = excluded."version";
