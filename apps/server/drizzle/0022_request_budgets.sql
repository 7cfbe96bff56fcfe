-- Written by hand (issue 28): the phone-lookup budgets move from each process's memory into the
-- database, so several server processes behind a balancer share one budget per user.
CREATE TABLE "request_budgets" (
	"key" text PRIMARY KEY NOT NULL,
	"calls" timestamp with time zone[] NOT NULL,
	"last_call_at" timestamp with time zone NOT NULL,
	"refused" boolean NOT NULL
);--> statement-breakpoint
CREATE INDEX "request_budgets_last_call_idx" ON "request_budgets" USING btree ("last_call_at");
