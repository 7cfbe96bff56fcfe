CREATE TABLE "notification_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"sys_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"image" text,
	"receiver_entity" text NOT NULL,
	"receiver_id" uuid,
	"stored" boolean NOT NULL,
	"sent_by" uuid,
	"audience_until" integer DEFAULT 0 NOT NULL,
	"audience_count" integer NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"expanded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_sys_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_patient_id_patients_sys_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_receiver_id_patients_sys_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."patients"("sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_once_idx" ON "notification_deliveries" USING btree ("notification_id","patient_id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_pending_idx" ON "notification_deliveries" USING btree ("id") WHERE "notification_deliveries"."delivered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("createdAt");--> statement-breakpoint
CREATE INDEX "notifications_receiver_idx" ON "notifications" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "notifications_expanding_idx" ON "notifications" USING btree ("createdAt") WHERE "notifications"."expanded_at" IS NULL;