CREATE TABLE "respondent_copies" (
	"response_id" uuid PRIMARY KEY NOT NULL,
	"address_hash" text NOT NULL,
	"is_sent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "respondent_copies_address_idx" ON "respondent_copies" USING btree ("address_hash","created_at");--> statement-breakpoint
CREATE INDEX "respondent_copies_created_at_idx" ON "respondent_copies" USING btree ("created_at");