DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "pause_reason" text;--> statement-breakpoint
CREATE INDEX "jobs_kind_due_idx" ON "jobs" USING btree ("kind","run_at") WHERE "jobs"."failed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_group_leased_idx" ON "jobs" USING btree ("group_key") WHERE "jobs"."locked_until" IS NOT NULL AND "jobs"."group_key" IS NOT NULL;--> statement-breakpoint
UPDATE "jobs" SET "group_key" = 'webhook:' || ("payload"->>'webhookId') WHERE "kind" = 'webhook.deliver';
