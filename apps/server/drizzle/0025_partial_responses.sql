CREATE TABLE "partial_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form_id" uuid NOT NULL,
	"form_version" integer NOT NULL,
	"token_hash" text NOT NULL,
	"answers" jsonb NOT NULL,
	"hidden_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"page_reached" integer DEFAULT 0 NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partial_responses" ADD CONSTRAINT "partial_responses_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partial_responses_token_hash_key" ON "partial_responses" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "partial_responses_form_id_idx" ON "partial_responses" USING btree ("form_id","id");--> statement-breakpoint
CREATE INDEX "partial_responses_expires_at_idx" ON "partial_responses" USING btree ("expires_at");