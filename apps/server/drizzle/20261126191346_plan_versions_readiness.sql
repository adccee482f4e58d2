-- Today's sessions as shown are adjusted by the day's readiness (stored on its check-in) within
-- the athlete's thresholds, so both count as the plan as shown: the week outlook is kept behind
-- the plan version too (training-plan.service outlookKept).
CREATE TRIGGER "daily_check_ins_plan_version_insert" AFTER INSERT ON "daily_check_ins"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE TRIGGER "daily_check_ins_plan_version_update" AFTER UPDATE ON "daily_check_ins"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE TRIGGER "daily_check_ins_plan_version_delete" AFTER DELETE ON "daily_check_ins"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE TRIGGER "athlete_thresholds_plan_version_insert" AFTER INSERT ON "athlete_thresholds"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE TRIGGER "athlete_thresholds_plan_version_update" AFTER UPDATE ON "athlete_thresholds"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
--> statement-breakpoint
CREATE TRIGGER "athlete_thresholds_plan_version_delete" AFTER DELETE ON "athlete_thresholds"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_athlete_plan_versions"();
