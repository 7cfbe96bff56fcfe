-- Table and indexes from drizzle-kit generate, written out by hand as 0016-0022 (the snapshots stop
-- at 0015) (issue 29): the Trash. One row per removal of a clinic, physician, center, service or
-- package, kept TRASH_DAYS days; the removed rows stay soft-deleted in their own tables.
CREATE TABLE "trash_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"sys_id" uuid NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	"removed_by" uuid,
	"removed_with_type" text,
	"removed_with_id" uuid,
	"purge_at" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	CONSTRAINT "trash_entries_entity_type_check" CHECK ("trash_entries"."entity_type" IN ('CLINIC', 'PHYSICIAN', 'CENTER', 'SERVICE', 'PACKAGE', 'PROMO_CODE'))
);--> statement-breakpoint
CREATE INDEX "trash_entries_live_removed_idx" ON "trash_entries" USING btree ("removed_at","id") WHERE "trash_entries"."restored_at" IS NULL AND "trash_entries"."purged_at" IS NULL;--> statement-breakpoint
CREATE INDEX "trash_entries_entity_idx" ON "trash_entries" USING btree ("entity_type","sys_id");--> statement-breakpoint
CREATE INDEX "trash_entries_removed_with_idx" ON "trash_entries" USING btree ("removed_with_type","removed_with_id") WHERE "trash_entries"."removed_with_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "trash_entries_live_purge_idx" ON "trash_entries" USING btree ("purge_at") WHERE "trash_entries"."restored_at" IS NULL AND "trash_entries"."purged_at" IS NULL;
