-- Spent ALTCHA solutions are kept in the database (until their challenge expires) so that a restart
-- or a second instance refuses them too. A second sign-up of an unverified address marks the
-- account, so its verification discards every password chosen at sign-up.
CREATE TABLE "used_captcha_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registered_more_than_once" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "used_captcha_nonces_expires_idx" ON "used_captcha_nonces" USING btree ("expires_at");