ALTER TABLE "athlete_plan_versions" ADD COLUMN "bumped_in" bigint;
--> statement-breakpoint
-- The plan version was bumped by statement triggers, in the middle of the writing transaction:
-- its row lock was then taken before some of the transaction's other locks, and two transactions
-- taking them in opposite orders deadlocked (a re-plan request writes training_plans then the
-- version; a plan being stored writes planned_sessions, so the version, then training_plans).
-- Now the bump runs as the transaction commits (deferred constraint triggers), after every other
-- lock it takes, and once per transaction however many rows it wrote.
DROP TRIGGER "training_plans_plan_version_insert" ON "training_plans";
--> statement-breakpoint
DROP TRIGGER "training_plans_plan_version_update" ON "training_plans";
--> statement-breakpoint
DROP TRIGGER "training_plans_plan_version_delete" ON "training_plans";
--> statement-breakpoint
DROP TRIGGER "planned_sessions_plan_version_insert" ON "planned_sessions";
--> statement-breakpoint
DROP TRIGGER "planned_sessions_plan_version_update" ON "planned_sessions";
--> statement-breakpoint
DROP TRIGGER "planned_sessions_plan_version_delete" ON "planned_sessions";
--> statement-breakpoint
DROP TRIGGER "race_goals_plan_version_insert" ON "race_goals";
--> statement-breakpoint
DROP TRIGGER "race_goals_plan_version_update" ON "race_goals";
--> statement-breakpoint
DROP TRIGGER "race_goals_plan_version_delete" ON "race_goals";
--> statement-breakpoint
DROP TRIGGER "daily_check_ins_plan_version_insert" ON "daily_check_ins";
--> statement-breakpoint
DROP TRIGGER "daily_check_ins_plan_version_update" ON "daily_check_ins";
--> statement-breakpoint
DROP TRIGGER "daily_check_ins_plan_version_delete" ON "daily_check_ins";
--> statement-breakpoint
DROP TRIGGER "athlete_thresholds_plan_version_insert" ON "athlete_thresholds";
--> statement-breakpoint
DROP TRIGGER "athlete_thresholds_plan_version_update" ON "athlete_thresholds";
--> statement-breakpoint
DROP TRIGGER "athlete_thresholds_plan_version_delete" ON "athlete_thresholds";
--> statement-breakpoint
DROP FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE FUNCTION "bump_athlete_plan_version_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	athlete uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."athlete_id" ELSE NEW."athlete_id" END;
BEGIN
	-- An athlete being deleted gets no row back.
	IF NOT EXISTS (SELECT 1 FROM "athletes" a WHERE a."id" = athlete) THEN
		RETURN NULL;
	END IF;
	INSERT INTO "athlete_plan_versions" AS v ("athlete_id", "version", "bumped_in")
	VALUES (athlete, nextval('athlete_load_version_seq'), txid_current())
	ON CONFLICT ("athlete_id") DO UPDATE SET "version" = excluded."version", "bumped_in" = excluded."bumped_in"
	WHERE v."bumped_in" IS DISTINCT FROM excluded."bumped_in";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "training_plans_plan_version" AFTER INSERT OR UPDATE OR DELETE ON "training_plans"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_athlete_plan_version_at_commit"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "planned_sessions_plan_version" AFTER INSERT OR UPDATE OR DELETE ON "planned_sessions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_athlete_plan_version_at_commit"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "race_goals_plan_version" AFTER INSERT OR UPDATE OR DELETE ON "race_goals"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_athlete_plan_version_at_commit"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "daily_check_ins_plan_version" AFTER INSERT OR UPDATE OR DELETE ON "daily_check_ins"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_athlete_plan_version_at_commit"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "athlete_thresholds_plan_version" AFTER INSERT OR UPDATE OR DELETE ON "athlete_thresholds"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_athlete_plan_version_at_commit"();
