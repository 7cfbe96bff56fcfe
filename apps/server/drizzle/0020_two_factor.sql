-- Written by hand (issue 25): the optional second factor of staff accounts. The TOTP secrets are kept
-- encrypted (AES-256-GCM under a key derived from the server's secret); a pending secret waits for its
-- first code before it becomes the active one. Recovery codes are kept only as SHA-256 hashes.
ALTER TABLE "administrators" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
-- The time step of the last code accepted: a code of that step or an earlier one is a replay.
ALTER TABLE "administrators" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"administrator_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_administrator_id_administrators_sys_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."administrators"("sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_recovery_codes_code_idx" ON "two_factor_recovery_codes" USING btree ("administrator_id","code_hash");
