CREATE TABLE "funnel_counts" (
	"form_id" uuid NOT NULL,
	"form_version" integer NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "funnel_counts_form_id_form_version_day_step_shard_pk" PRIMARY KEY("form_id","form_version","day","step","shard")
);
--> statement-breakpoint
ALTER TABLE "funnel_counts" ADD CONSTRAINT "funnel_counts_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;