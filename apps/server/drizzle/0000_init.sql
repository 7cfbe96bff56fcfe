CREATE TABLE "administrators" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" varchar(320) NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "administrators_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id" serial NOT NULL,
	"registered_clinic_name" text NOT NULL,
	"registered_clinic_name_arabic" text DEFAULT '' NOT NULL,
	"specialization" text,
	"specialization_arabic" text,
	"branch_name" text,
	"facility_type" text DEFAULT 'polyclinics' NOT NULL,
	"services_offered" text,
	"SCFHS_license_number" text,
	"website" text,
	"address" text,
	"street" text,
	"city" text,
	"zip" text,
	"country" text,
	"lng" text,
	"lat" text,
	"clinic_bio" text,
	"clinic_bio_en" text,
	"payment_details" text,
	"account_name" text,
	"bank_name" text,
	"account_number" text,
	"IBAN_number" text,
	"pic_id" uuid,
	"avatar" text,
	"contact_number" text,
	"path" text,
	"walkin_enabled" boolean DEFAULT false NOT NULL,
	"enable_clinic_pay" boolean DEFAULT false NOT NULL,
	"enable_online_pay" boolean DEFAULT true NOT NULL,
	"homecare_enabled" boolean DEFAULT false NOT NULL,
	"same_day_booking" boolean DEFAULT false NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "clinics_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "pharmacies" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"cr_number" text,
	"phone" text,
	"email" text,
	"address" text,
	"city" text,
	"lat" text,
	"lng" text,
	"pic_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "centers" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"center_name" text NOT NULL,
	"center_name_arabic" text DEFAULT '' NOT NULL,
	"center_type" text NOT NULL,
	"specialization" text,
	"specialization_arabic" text,
	"SCFHS_license_number" text,
	"website" text,
	"contact_number" text,
	"address" text,
	"street" text,
	"city" text,
	"lat" text,
	"lng" text,
	"center_bio" text,
	"center_bio_ar" text,
	"account_name" text,
	"bank_name" text,
	"account_number" text,
	"IBAN_number" text,
	"pic_id" uuid,
	"avatar" text,
	"homecare_enabled" boolean DEFAULT false NOT NULL,
	"center_pay" boolean DEFAULT false NOT NULL,
	"online_pay" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_role" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preset" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"path" text NOT NULL,
	"uploaded_by" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_pic_id_administrators_sys_id_fk" FOREIGN KEY ("pic_id") REFERENCES "public"."administrators"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD CONSTRAINT "pharmacies_pic_id_administrators_sys_id_fk" FOREIGN KEY ("pic_id") REFERENCES "public"."administrators"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centers" ADD CONSTRAINT "centers_pic_id_administrators_sys_id_fk" FOREIGN KEY ("pic_id") REFERENCES "public"."administrators"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinics_pic_id_idx" ON "clinics" USING btree ("pic_id");--> statement-breakpoint
CREATE INDEX "pharmacies_pic_id_idx" ON "pharmacies" USING btree ("pic_id");--> statement-breakpoint
CREATE INDEX "centers_pic_id_idx" ON "centers" USING btree ("pic_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");