CREATE TABLE "emergency_calls" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emergency_consultations" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"prescription_id" uuid NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "er_orders" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prescription_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"created_by" uuid,
	"total_price" numeric(14, 2),
	"issued_at" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emergency_calls" ADD CONSTRAINT "emergency_calls_patient_id_patients_sys_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_calls" ADD CONSTRAINT "emergency_calls_pharmacy_id_pharmacies_sys_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_consultations" ADD CONSTRAINT "emergency_consultations_patient_id_patients_sys_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_consultations" ADD CONSTRAINT "emergency_consultations_prescription_id_prescriptions_sys_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "er_orders" ADD CONSTRAINT "er_orders_prescription_id_prescriptions_sys_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "er_orders" ADD CONSTRAINT "er_orders_patient_id_patients_sys_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "er_orders" ADD CONSTRAINT "er_orders_pharmacy_id_pharmacies_sys_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_calls_pharmacy_time_idx" ON "emergency_calls" USING btree ("pharmacy_id","date_time");--> statement-breakpoint
CREATE UNIQUE INDEX "emergency_consultations_prescription_idx" ON "emergency_consultations" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "emergency_consultations_patient_idx" ON "emergency_consultations" USING btree ("patient_id","createdAt");--> statement-breakpoint
CREATE UNIQUE INDEX "er_orders_prescription_pharmacy_idx" ON "er_orders" USING btree ("prescription_id","pharmacy_id");--> statement-breakpoint
CREATE INDEX "er_orders_pharmacy_created_idx" ON "er_orders" USING btree ("pharmacy_id","createdAt");--> statement-breakpoint
CREATE INDEX "er_orders_pharmacy_issued_idx" ON "er_orders" USING btree ("pharmacy_id","issued_at");