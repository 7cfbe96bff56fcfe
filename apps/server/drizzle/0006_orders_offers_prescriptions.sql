CREATE TABLE "patient_credentials" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"delivery_price" numeric(12, 2) NOT NULL,
	"time_to_deliver" integer NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"created_by" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_recipients" (
	"order_id" uuid NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"order_created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_recipients_order_id_pharmacy_id_pk" PRIMARY KEY("order_id","pharmacy_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"product_id" uuid,
	"image_url" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"delivery_state" text DEFAULT 'WAITING' NOT NULL,
	"accepted_offer_id" uuid,
	"accepted_pharmacy_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "prescriptions_patient_idx";--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "generic_name_ar" text;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "dispensed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "clinic_id" uuid;--> statement-breakpoint
ALTER TABLE "patient_credentials" ADD CONSTRAINT "patient_credentials_patient_id_patients_sys_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_orders_sys_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_pharmacy_id_pharmacies_sys_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_recipients" ADD CONSTRAINT "order_recipients_order_id_orders_sys_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_recipients" ADD CONSTRAINT "order_recipients_pharmacy_id_pharmacies_sys_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_patient_id_patients_sys_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_prescriptions_sys_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."prescriptions"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_accepted_pharmacy_id_pharmacies_sys_id_fk" FOREIGN KEY ("accepted_pharmacy_id") REFERENCES "public"."pharmacies"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_order_idx" ON "offers" USING btree ("order_id","createdAt");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_live_per_pharmacy_idx" ON "offers" USING btree ("order_id","pharmacy_id") WHERE "offers"."status" = 'live';--> statement-breakpoint
CREATE INDEX "order_recipients_pharmacy_created_idx" ON "order_recipients" USING btree ("pharmacy_id","order_created_at");--> statement-breakpoint
CREATE INDEX "orders_patient_created_idx" ON "orders" USING btree ("patient_id","createdAt");--> statement-breakpoint
CREATE INDEX "orders_accepted_pharmacy_created_idx" ON "orders" USING btree ("accepted_pharmacy_id","createdAt");--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_clinic_id_clinics_sys_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescriptions_patient_idx" ON "prescriptions" USING btree ("patient_id","createdAt");