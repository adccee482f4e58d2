CREATE TABLE "plan_session_edits" (
	"athlete_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"kind" text NOT NULL,
	"new_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_session_edits_athlete_id_session_id_kind_pk" PRIMARY KEY("athlete_id","session_id","kind")
);
--> statement-breakpoint
ALTER TABLE "plan_session_edits" ADD CONSTRAINT "plan_session_edits_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;