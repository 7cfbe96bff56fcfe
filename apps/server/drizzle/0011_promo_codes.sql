CREATE TABLE "promo_codes" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code" text NOT NULL,
	"discount" numeric(5, 4) NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_discount_check" CHECK ("promo_codes"."discount" > 0 AND "promo_codes"."discount" <= 1),
	CONSTRAINT "promo_codes_entity_type_check" CHECK ("promo_codes"."entity_type" IN ('EMERGENCY', 'CLINIC', 'PHYSICIAN', 'PACKAGE'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_entity_idx" ON "promo_codes" USING btree (lower("promo_code"),"entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "promo_codes_created_idx" ON "promo_codes" USING btree ("createdAt","sys_id");