CREATE TABLE "subscription_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"athlete_id" uuid NOT NULL,
	"type" text NOT NULL,
	"applied" boolean NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "premium_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "subscription_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;