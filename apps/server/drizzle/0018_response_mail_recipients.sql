-- A mark per recipient: the marks kept so far were the creator's, the one recipient there was.
ALTER TABLE "form_notification_marks" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "form_notification_marks" SET "user_id" = "forms"."owner_id" FROM "forms" WHERE "forms"."id" = "form_notification_marks"."form_id";--> statement-breakpoint
DELETE FROM "form_notification_marks" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "form_notification_marks" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "form_notification_marks" DROP CONSTRAINT "form_notification_marks_pkey";--> statement-breakpoint
ALTER TABLE "form_notification_marks" ADD CONSTRAINT "form_notification_marks_form_id_user_id_pk" PRIMARY KEY("form_id","user_id");--> statement-breakpoint
ALTER TABLE "form_notification_marks" ADD CONSTRAINT "form_notification_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
