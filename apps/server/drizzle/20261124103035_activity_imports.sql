CREATE TABLE "activity_import_files" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"athlete_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"bytes" "bytea",
	"file_hash" text NOT NULL,
	"status" text NOT NULL,
	"completed_workout_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "activity_import_files_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
CREATE TABLE "activity_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "completed_workouts" ADD COLUMN "file_hash" text;--> statement-breakpoint
ALTER TABLE "completed_workouts" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "activity_import_files" ADD CONSTRAINT "activity_import_files_import_id_activity_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."activity_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_import_files" ADD CONSTRAINT "activity_import_files_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_imports" ADD CONSTRAINT "activity_imports_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_imports_athlete_idx" ON "activity_imports" USING btree ("athlete_id","created_at");--> statement-breakpoint
CREATE INDEX "completed_workouts_athlete_started_idx" ON "completed_workouts" USING btree ("athlete_id","started_at");--> statement-breakpoint
CREATE INDEX "completed_workouts_athlete_file_idx" ON "completed_workouts" USING btree ("athlete_id","file_hash");