CREATE TABLE "garmin_daily_requests" (
	"athlete_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "garmin_daily_requests_athlete_id_day_pk" PRIMARY KEY("athlete_id","day")
);
--> statement-breakpoint
ALTER TABLE "garmin_daily_requests" ADD CONSTRAINT "garmin_daily_requests_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;