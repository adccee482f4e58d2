CREATE TABLE "garmin_authorizations" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"athlete_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_to" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garmin_backfill_windows" (
	"athlete_id" uuid NOT NULL,
	"summary_type" text NOT NULL,
	"start_seconds" bigint NOT NULL,
	"end_seconds" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone,
	CONSTRAINT "garmin_backfill_windows_athlete_id_summary_type_start_seconds_pk" PRIMARY KEY("athlete_id","summary_type","start_seconds")
);
--> statement-breakpoint
CREATE TABLE "garmin_connections" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"garmin_user_id" text NOT NULL,
	"access_token" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"refresh_token" text NOT NULL,
	"refresh_token_expires_at" timestamp with time zone,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"historical_data_denied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garmin_summaries" (
	"athlete_id" uuid NOT NULL,
	"summary_type" text NOT NULL,
	"summary_id" text NOT NULL,
	"completed_workout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garmin_summaries_athlete_id_summary_type_summary_id_pk" PRIMARY KEY("athlete_id","summary_type","summary_id")
);
--> statement-breakpoint
CREATE TABLE "garmin_workouts" (
	"athlete_id" uuid NOT NULL,
	"planned_session_id" text NOT NULL,
	"garmin_workout_id" text NOT NULL,
	"schedule_id" text,
	"date" date NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garmin_workouts_athlete_id_planned_session_id_pk" PRIMARY KEY("athlete_id","planned_session_id")
);
--> statement-breakpoint
ALTER TABLE "garmin_authorizations" ADD CONSTRAINT "garmin_authorizations_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garmin_backfill_windows" ADD CONSTRAINT "garmin_backfill_windows_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garmin_connections" ADD CONSTRAINT "garmin_connections_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garmin_summaries" ADD CONSTRAINT "garmin_summaries_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garmin_summaries" ADD CONSTRAINT "garmin_summaries_completed_workout_id_completed_workouts_id_fk" FOREIGN KEY ("completed_workout_id") REFERENCES "public"."completed_workouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garmin_workouts" ADD CONSTRAINT "garmin_workouts_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "garmin_connections_user_unique" ON "garmin_connections" USING btree ("garmin_user_id");