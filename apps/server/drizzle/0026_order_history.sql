-- Written by hand (the snapshots stop at 0015) (issue 30): canceled orders. One row per canceled
-- order, keyed by it; an order reads as CANCELED while its row exists. The offers' new status
-- 'withdrawn' needs nothing here (offers.status is text without a CHECK).
CREATE TABLE "order_cancellations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"canceled_at" timestamp with time zone NOT NULL,
	"cancel_reason" text NOT NULL,
	"canceled_by" uuid NOT NULL,
	"canceled_by_role" text NOT NULL,
	CONSTRAINT "order_cancellations_role_check" CHECK ("order_cancellations"."canceled_by_role" IN ('PATIENT', 'ADMIN'))
);--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_sys_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("sys_id") ON DELETE no action ON UPDATE no action;
