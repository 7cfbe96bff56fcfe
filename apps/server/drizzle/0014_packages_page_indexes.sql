DROP INDEX "packages_owner_idx";--> statement-breakpoint
DROP INDEX "packages_live_created_idx";--> statement-breakpoint
CREATE INDEX "packages_owner_created_idx" ON "packages" USING btree ("clinic_id","createdAt","sys_id") WHERE "packages"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "packages_live_created_sys_idx" ON "packages" USING btree ("createdAt","sys_id") WHERE "packages"."deleted_at" IS NULL;