-- Facility approval (issue 25): every pharmacy, clinic and center is pending (registered by a PIC,
-- waiting for ADMIN), active (in service) or suspended (taken out of service, with a reason). Only
-- an active one reaches patients: orders, the patient app's listings, emergency prescriptions, QR
-- bills. Rows that exist already were in service, so they become active.
ALTER TABLE "pharmacies" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "status_reason" text;
--> statement-breakpoint
ALTER TABLE "pharmacies" ADD CONSTRAINT "pharmacies_status_check" CHECK ("pharmacies"."status" IN ('pending', 'active', 'suspended'));
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "status_reason" text;
--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_status_check" CHECK ("clinics"."status" IN ('pending', 'active', 'suspended'));
--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "status_reason" text;
--> statement-breakpoint
ALTER TABLE "centers" ADD CONSTRAINT "centers_status_check" CHECK ("centers"."status" IN ('pending', 'active', 'suspended'));
