ALTER TABLE "forms" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "translated_from" jsonb DEFAULT '{}'::jsonb NOT NULL;