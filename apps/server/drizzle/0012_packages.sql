CREATE TABLE "package_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"from" varchar(4) NOT NULL,
	"until" varchar(4) NOT NULL,
	CONSTRAINT "package_slots_day_check" CHECK ("package_slots"."day" BETWEEN 0 AND 6)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"clinic_id" uuid NOT NULL,
	"center_type" text DEFAULT 'CLINIC' NOT NULL,
	"promo_img" text NOT NULL,
	"price_before" numeric(12, 2) NOT NULL,
	"price_after" numeric(12, 2) NOT NULL,
	"discount" numeric(5, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"package_type" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "package_slots" ADD CONSTRAINT "package_slots_package_id_packages_sys_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_slots_package_id_idx" ON "package_slots" USING btree ("package_id","day","from");--> statement-breakpoint
CREATE INDEX "packages_owner_idx" ON "packages" USING btree ("clinic_id","createdAt") WHERE "packages"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "packages_live_created_idx" ON "packages" USING btree ("createdAt") WHERE "packages"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "packages_live_end_date_idx" ON "packages" USING btree ("end_date","start_date") WHERE "packages"."deleted_at" IS NULL;