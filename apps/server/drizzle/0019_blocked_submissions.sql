-- Submissions refused by a form's spam protection: one counter row per form, bumped by an upsert.
CREATE TABLE "blocked_submissions" (
	"form_id" uuid PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_blocked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocked_submissions" ADD CONSTRAINT "blocked_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;