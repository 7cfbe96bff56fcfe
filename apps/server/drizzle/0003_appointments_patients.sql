CREATE TABLE "patients" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"national_id" text,
	"date_of_birth" text,
	"gender" text,
	"country_id" text,
	"clinic_name" text,
	"created_by" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "appointment_reports" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"diagnosis" text,
	"notes" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"physician_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"type" text NOT NULL,
	"service_type" text DEFAULT 'consultation' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"payment_type" text DEFAULT 'clinic_pay' NOT NULL,
	"payment_id" text DEFAULT '' NOT NULL,
	"dialog_id" text DEFAULT '' NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"is_insurance" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_medicines" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" uuid NOT NULL,
	"generic_name" text NOT NULL,
	"strength_value" text,
	"strength_value_unit" text,
	"dosage_form" text,
	"note" text,
	"is_dispensed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid,
	"patient_id" uuid NOT NULL,
	"physician_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_reports" ADD CONSTRAINT "appointment_reports_appointment_id_appointments_sys_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_sys_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_physician_id_physicians_sys_id_fk" FOREIGN KEY ("physician_id") REFERENCES "public"."physicians"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinic_id_clinics_sys_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD CONSTRAINT "prescription_medicines_prescription_id_prescriptions_sys_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_appointment_id_appointments_sys_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_patients_sys_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_physician_id_physicians_sys_id_fk" FOREIGN KEY ("physician_id") REFERENCES "public"."physicians"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_phone_idx" ON "patients" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_national_id_idx" ON "patients" USING btree ("national_id") WHERE "patients"."national_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "appointment_reports_appointment_idx" ON "appointment_reports" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_physician_slot_idx" ON "appointments" USING btree ("physician_id","starts_at") WHERE "appointments"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "appointments_clinic_starts_idx" ON "appointments" USING btree ("clinic_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_patient_starts_idx" ON "appointments" USING btree ("patient_id","starts_at");--> statement-breakpoint
CREATE INDEX "prescription_medicines_prescription_idx" ON "prescription_medicines" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "prescriptions_appointment_idx" ON "prescriptions" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "prescriptions_patient_idx" ON "prescriptions" USING btree ("patient_id");