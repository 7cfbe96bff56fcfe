-- Indexes from drizzle-kit generate, written out by hand (the snapshots stop at 0015) (issue 29):
-- every figure of the Home (`GET dashboard-read/home`, apps/server/src/dashboard) reads an index.
CREATE INDEX "patients_created_idx" ON "patients" USING btree ("createdAt");--> statement-breakpoint
CREATE INDEX "appointments_starts_status_idx" ON "appointments" USING btree ("starts_at","status");--> statement-breakpoint
CREATE INDEX "appointments_outcome_idx" ON "appointments" USING btree ("status","starts_at","clinic_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("createdAt");--> statement-breakpoint
CREATE INDEX "orders_accepted_state_idx" ON "orders" USING btree ("accepted_pharmacy_id","delivery_state","updatedAt");--> statement-breakpoint
CREATE INDEX "offers_created_status_idx" ON "offers" USING btree ("createdAt","status");--> statement-breakpoint
CREATE INDEX "offers_pharmacy_status_idx" ON "offers" USING btree ("pharmacy_id","status","updatedAt");--> statement-breakpoint
CREATE INDEX "er_orders_issued_idx" ON "er_orders" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "qr_bills_created_idx" ON "qr_bills" USING btree ("createdAt");
