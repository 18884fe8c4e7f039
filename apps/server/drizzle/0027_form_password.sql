ALTER TABLE "forms" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "password_generation" integer DEFAULT 0 NOT NULL;