-- Written by hand (issue 25): staff accounts an ADMIN manages, one-time set-password links, and a
-- mark on the demo seed's own accounts so the seed never runs into a database it did not create.
ALTER TABLE "administrators" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_status_check" CHECK ("status" IN ('active', 'disabled'));--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A database seeded before this migration holds the demo accounts under their fixed e-mails.
UPDATE "administrators" SET "demo" = true WHERE "email" IN ('admin@example.com', 'clinic.pic@example.com', 'pharmacy.pic@example.com', 'center.pic@example.com', 'noura.alharbi@example.com', 'faisal.alqahtani@example.com');--> statement-breakpoint
-- E-mails were stored lower case by every path so far; the index makes case-insensitive uniqueness a rule of the table.
CREATE UNIQUE INDEX "administrators_email_lower_idx" ON "administrators" USING btree (lower("email"));--> statement-breakpoint
CREATE TABLE "set_password_tokens" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"administrator_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "set_password_tokens_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
ALTER TABLE "set_password_tokens" ADD CONSTRAINT "set_password_tokens_administrator_id_administrators_sys_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."administrators"("sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "set_password_tokens_administrator_idx" ON "set_password_tokens" USING btree ("administrator_id");
