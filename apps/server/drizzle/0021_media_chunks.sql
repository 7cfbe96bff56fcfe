-- Written by hand (issue 28): uploaded files kept in the database, so every server process on it
-- serves every file (the default media store with DATABASE_URL). Chunks of at most 512 KiB: a read
-- streams them one at a time.
CREATE TABLE "media_chunks" (
	"media_sys_id" uuid NOT NULL,
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "media_chunks_name_seq_pk" PRIMARY KEY("name","seq")
);--> statement-breakpoint
ALTER TABLE "media_chunks" ADD CONSTRAINT "media_chunks_media_sys_id_media_sys_id_fk" FOREIGN KEY ("media_sys_id") REFERENCES "public"."media"("sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_chunks_media_idx" ON "media_chunks" USING btree ("media_sys_id");
