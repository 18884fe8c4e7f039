-- A form's response controls and quiz options live with the form, outside its versions: changing
-- them never makes a new version. Forms saved before read '{}' as the default settings.
ALTER TABLE "forms" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "scores_released_at" timestamp with time zone;