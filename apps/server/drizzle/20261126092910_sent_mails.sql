CREATE TABLE "sent_mails" (
	"athlete_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sent_mails_athlete_id_kind_key_pk" PRIMARY KEY("athlete_id","kind","key")
);
--> statement-breakpoint
ALTER TABLE "sent_mails" ADD CONSTRAINT "sent_mails_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;