CREATE TABLE "qr_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"qrcode_id" uuid NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"is_saudi" boolean NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"vat_rate" numeric(5, 4) NOT NULL,
	"seller_name" text NOT NULL,
	"vat_number" text NOT NULL,
	"city" text NOT NULL,
	"qr_payload" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_bills_total_check" CHECK ("qr_bills"."total" = "qr_bills"."amount" + "qr_bills"."tax")
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"created_by" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_codes_status_check" CHECK ("qr_codes"."status" IN ('NEW', 'BILLED'))
);
--> statement-breakpoint
ALTER TABLE "qr_bills" ADD CONSTRAINT "qr_bills_qrcode_id_qr_codes_sys_id_fk" FOREIGN KEY ("qrcode_id") REFERENCES "public"."qr_codes"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_bills" ADD CONSTRAINT "qr_bills_pharmacy_id_pharmacies_sys_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_pharmacy_id_pharmacies_sys_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_created_by_administrators_sys_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."administrators"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qr_bills_qrcode_idx" ON "qr_bills" USING btree ("qrcode_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_code_idx" ON "qr_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "qr_codes_pharmacy_created_idx" ON "qr_codes" USING btree ("pharmacy_id","createdAt","sys_id");--> statement-breakpoint
CREATE INDEX "qr_codes_created_idx" ON "qr_codes" USING btree ("createdAt","sys_id");