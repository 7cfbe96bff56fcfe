-- The exact number of patients, kept by statement triggers, so the unfiltered patient list reads its
-- total in O(1) instead of counting 100,000 rows on every page (issue 11: the count was 94 % of the
-- list's two reads). Each statement adds its own delta row, so concurrent inserts never wait on one
-- counter row; a read sums the few delta rows, and a compaction folds them into one now and then.
CREATE TABLE "patient_count_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "patient_count_deltas" ("delta") SELECT count(*) FROM "patients";
--> statement-breakpoint
CREATE FUNCTION "patient_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "patient_count_deltas" ("delta") SELECT count(*) FROM inserted HAVING count(*) > 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "patient_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "patient_count_deltas" ("delta") SELECT -count(*) FROM deleted HAVING count(*) > 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "patient_count_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "patient_count_deltas";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "patients_count_insert" AFTER INSERT ON "patients" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "patient_count_inserted"();
--> statement-breakpoint
CREATE TRIGGER "patients_count_delete" AFTER DELETE ON "patients" REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "patient_count_deleted"();
--> statement-breakpoint
CREATE TRIGGER "patients_count_truncate" AFTER TRUNCATE ON "patients" FOR EACH STATEMENT EXECUTE FUNCTION "patient_count_truncated"();
