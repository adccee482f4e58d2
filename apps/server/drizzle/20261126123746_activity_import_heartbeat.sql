ALTER TABLE "activity_imports" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_imports" ADD COLUMN "runner" uuid;