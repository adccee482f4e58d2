CREATE TABLE "sean_ellis_responses" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"feedback" text,
	"feedback_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ui_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"action" text NOT NULL,
	"page" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sean_ellis_responses" ADD CONSTRAINT "sean_ellis_responses_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ui_events" ADD CONSTRAINT "ui_events_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ui_events_athlete_idx" ON "ui_events" USING btree ("athlete_id","created_at");