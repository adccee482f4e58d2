CREATE TABLE "calendar_feeds" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "completed_workouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"sport" text NOT NULL,
	"title" text,
	"started_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"duration_seconds" integer NOT NULL,
	"distance_meters" real,
	"average_heart_rate" integer,
	"max_heart_rate" integer,
	"average_power" integer,
	"elevation_gain_meters" real,
	"rpe" integer,
	"stress_score" real,
	"source" text NOT NULL,
	"planned_session_id" text,
	"samples" jsonb,
	"zone_seconds" jsonb,
	"feedback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"fatigue" text,
	"stress" text,
	"sleep" text,
	"mood" text,
	"soreness" jsonb,
	"device" text,
	"readiness" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_readings" (
	"athlete_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"kind" text NOT NULL,
	"value" real NOT NULL,
	"source" text NOT NULL,
	"detail" jsonb,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_readings_athlete_id_local_date_kind_source_pk" PRIMARY KEY("athlete_id","local_date","kind","source")
);
--> statement-breakpoint
CREATE TABLE "injury_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"excluded_modalities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"route" text,
	"dedupe_key" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"was_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"planned_session_id" text NOT NULL,
	"completed_workout_id" uuid,
	"sport" text NOT NULL,
	"evaluation" jsonb NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_workouts" ADD CONSTRAINT "completed_workouts_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_check_ins" ADD CONSTRAINT "daily_check_ins_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_readings" ADD CONSTRAINT "health_readings_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_pauses" ADD CONSTRAINT "injury_pauses_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_test_results" ADD CONSTRAINT "performance_test_results_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_test_results" ADD CONSTRAINT "performance_test_results_completed_workout_id_completed_workouts_id_fk" FOREIGN KEY ("completed_workout_id") REFERENCES "public"."completed_workouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "completed_workouts_athlete_date_idx" ON "completed_workouts" USING btree ("athlete_id","local_date");--> statement-breakpoint
CREATE INDEX "completed_workouts_planned_idx" ON "completed_workouts" USING btree ("athlete_id","planned_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_check_ins_day_idx" ON "daily_check_ins" USING btree ("athlete_id","local_date");--> statement-breakpoint
CREATE INDEX "injury_pauses_athlete_idx" ON "injury_pauses" USING btree ("athlete_id","start_date");--> statement-breakpoint
CREATE INDEX "notifications_athlete_idx" ON "notifications" USING btree ("athlete_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("athlete_id","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_test_results_session_idx" ON "performance_test_results" USING btree ("athlete_id","planned_session_id");