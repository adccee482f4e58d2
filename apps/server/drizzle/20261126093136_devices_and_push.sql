CREATE TABLE "devices" (
	"athlete_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"operating_system" text NOT NULL,
	"os_version" text NOT NULL,
	"notification_permission" text DEFAULT 'UNKNOWN' NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "devices_athlete_id_device_id_pk" PRIMARY KEY("athlete_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"athlete_id" uuid NOT NULL,
	"device_id" text,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_athlete_idx" ON "push_subscriptions" USING btree ("athlete_id");