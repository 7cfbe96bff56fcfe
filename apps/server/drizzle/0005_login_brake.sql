CREATE TABLE "login_brake" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "login_brake_last_attempt_idx" ON "login_brake" USING btree ("last_attempt_at");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): a new password ends every session of the
-- administrator, whichever code path or operator changes it.
CREATE FUNCTION "administrators_end_sessions_on_new_password"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
		NEW.token_version := OLD.token_version + 1;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "administrators_end_sessions_on_new_password" BEFORE UPDATE OF "password_hash" ON "administrators"
	FOR EACH ROW EXECUTE FUNCTION "administrators_end_sessions_on_new_password"();
