CREATE TABLE "athlete_profiles" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"nickname" text,
	"firstname" text,
	"lastname" text,
	"gender" text,
	"date_of_birth" date,
	"height_cm" real,
	"weight_kg" real,
	"location" text,
	"country_code" text,
	"intention" text,
	"maf_category" text,
	"preferences" jsonb NOT NULL,
	"experience" jsonb NOT NULL,
	"other_endurance_sports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"injury_tendencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"push_consent" boolean DEFAULT false NOT NULL,
	"email_consent" boolean DEFAULT false NOT NULL,
	"onboarding_step" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "athlete_thresholds" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availabilities" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"days" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capability_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value_seconds" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planned_sessions" (
	"athlete_id" uuid NOT NULL,
	"id" text NOT NULL,
	"date" date NOT NULL,
	"sport" text NOT NULL,
	"session" jsonb NOT NULL,
	CONSTRAINT "planned_sessions_athlete_id_id_pk" PRIMARY KEY("athlete_id","id")
);
--> statement-breakpoint
CREATE TABLE "profile_pictures" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "race_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"race_name" text NOT NULL,
	"location" text,
	"event_date" date NOT NULL,
	"event_type" text NOT NULL,
	"race_priority" text NOT NULL,
	"distance_m" integer,
	"aimed_target_time_s" integer,
	"topography" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_plans" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"plan" jsonb,
	"error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_thresholds" ADD CONSTRAINT "athlete_thresholds_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capability_history" ADD CONSTRAINT "capability_history_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_sessions" ADD CONSTRAINT "planned_sessions_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_goals" ADD CONSTRAINT "race_goals_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capability_history_athlete_idx" ON "capability_history" USING btree ("athlete_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "planned_sessions_athlete_date_idx" ON "planned_sessions" USING btree ("athlete_id","date");--> statement-breakpoint
CREATE INDEX "race_goals_athlete_idx" ON "race_goals" USING btree ("athlete_id","event_date");