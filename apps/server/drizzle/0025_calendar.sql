-- Issue 30: exceptions to weekly schedules (physicians, centers, packages) and the marketplace's
-- calendar of public holidays and the Ramadan season. Written by hand as 0016-0024 (the snapshots stop at 0015).
CREATE TABLE "schedule_exceptions" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_date" date NOT NULL,
	"until_date" date NOT NULL,
	"periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_exceptions_owner_type_check" CHECK ("schedule_exceptions"."owner_type" IN ('physician', 'center', 'package')),
	CONSTRAINT "schedule_exceptions_kind_check" CHECK ("schedule_exceptions"."kind" IN ('off', 'hours', 'season')),
	CONSTRAINT "schedule_exceptions_dates_check" CHECK ("schedule_exceptions"."until_date" >= "schedule_exceptions"."from_date")
);--> statement-breakpoint
CREATE INDEX "schedule_exceptions_owner_idx" ON "schedule_exceptions" USING btree ("owner_type","owner_id","from_date");--> statement-breakpoint
CREATE TABLE "marketplace_holidays" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"from_date" date NOT NULL,
	"until_date" date NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_holidays_kind_check" CHECK ("marketplace_holidays"."kind" IN ('holiday', 'ramadan')),
	CONSTRAINT "marketplace_holidays_dates_check" CHECK ("marketplace_holidays"."until_date" >= "marketplace_holidays"."from_date")
);--> statement-breakpoint
CREATE INDEX "marketplace_holidays_dates_idx" ON "marketplace_holidays" USING btree ("from_date","until_date");
