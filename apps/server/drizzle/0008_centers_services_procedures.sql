CREATE TABLE "center_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"from" varchar(4) NOT NULL,
	"until" varchar(4) NOT NULL,
	CONSTRAINT "center_slots_day_check" CHECK ("center_slots"."day" BETWEEN 0 AND 6)
);
--> statement-breakpoint
CREATE TABLE "medical_services" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"price" integer NOT NULL,
	"type" text NOT NULL,
	"center_id" uuid NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "medical_services_price_check" CHECK ("medical_services"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "criteria" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"arabic_name" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procedure_criteria" (
	"procedure_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	CONSTRAINT "procedure_criteria_pk" PRIMARY KEY("procedure_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "procedures" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"arabic_name" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "center_slots" ADD CONSTRAINT "center_slots_center_id_centers_sys_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_services" ADD CONSTRAINT "medical_services_center_id_centers_sys_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_criteria" ADD CONSTRAINT "procedure_criteria_procedure_id_procedures_sys_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_criteria" ADD CONSTRAINT "procedure_criteria_criterion_id_criteria_sys_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."criteria"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "center_slots_center_id_idx" ON "center_slots" USING btree ("center_id","day","from");--> statement-breakpoint
CREATE INDEX "medical_services_center_idx" ON "medical_services" USING btree ("center_id","name") WHERE "medical_services"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "procedure_criteria_criterion_idx" ON "procedure_criteria" USING btree ("criterion_id");--> statement-breakpoint
CREATE INDEX "procedures_name_idx" ON "procedures" USING btree ("name");