CREATE TABLE "answer_preparations" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"next_due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kept_answers" (
	"athlete_id" uuid NOT NULL,
	"call" text NOT NULL,
	"key" text NOT NULL,
	"body" text NOT NULL,
	"json_length" integer NOT NULL,
	CONSTRAINT "kept_answers_athlete_id_call_pk" PRIMARY KEY("athlete_id","call")
);
--> statement-breakpoint
ALTER TABLE "answer_preparations" ADD CONSTRAINT "answer_preparations_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_answers" ADD CONSTRAINT "kept_answers_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_preparations_next_due_idx" ON "answer_preparations" USING btree ("next_due_at");