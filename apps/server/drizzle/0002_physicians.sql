CREATE TABLE "physician_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"physician_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"from" varchar(4) NOT NULL,
	"until" varchar(4) NOT NULL,
	CONSTRAINT "physician_slots_day_check" CHECK ("physician_slots"."day" BETWEEN 0 AND 6)
);
--> statement-breakpoint
CREATE TABLE "physicians" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"arabic_name" text NOT NULL,
	"title" text NOT NULL,
	"gender" text NOT NULL,
	"phone" text,
	"email" varchar(320),
	"avatar" text,
	"password_hash" text,
	"medical_id" text NOT NULL,
	"clinic_id" uuid NOT NULL,
	"education" text,
	"about" text NOT NULL,
	"about_en" text NOT NULL,
	"nationality" text,
	"national_id" text,
	"date_of_birth" text,
	"specialization" text NOT NULL,
	"subspecialization" text,
	"subspecialization_ar" text,
	"expertise" text,
	"expertise_ar" text,
	"consultation_fees" numeric(12, 2) DEFAULT 0 NOT NULL,
	"walkin_fees" numeric(12, 2) DEFAULT 0 NOT NULL,
	"homecare_fees" numeric(12, 2) DEFAULT 0 NOT NULL,
	"consultation_duration" numeric(8, 2),
	"app_access" boolean DEFAULT true NOT NULL,
	"audio_enabled" boolean DEFAULT false NOT NULL,
	"text_enabled" boolean DEFAULT false NOT NULL,
	"video_enabled" boolean DEFAULT false NOT NULL,
	"walkin_enabled" boolean DEFAULT false NOT NULL,
	"homecare_enabled" boolean DEFAULT false NOT NULL,
	"uc_enabled" boolean DEFAULT false NOT NULL,
	"mr_enabled" boolean DEFAULT false NOT NULL,
	"path" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "physicians_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "physician_slots" ADD CONSTRAINT "physician_slots_physician_id_physicians_sys_id_fk" FOREIGN KEY ("physician_id") REFERENCES "public"."physicians"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physicians" ADD CONSTRAINT "physicians_clinic_id_clinics_sys_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "physician_slots_physician_id_idx" ON "physician_slots" USING btree ("physician_id");--> statement-breakpoint
CREATE INDEX "physicians_clinic_id_idx" ON "physicians" USING btree ("clinic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "physicians_email_lower_idx" ON "physicians" USING btree (lower("email")) WHERE "physicians"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "physicians_path_idx" ON "physicians" USING btree ("path");