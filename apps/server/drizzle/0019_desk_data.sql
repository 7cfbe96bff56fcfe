-- Issue 26. Uploaded images were stored as the upload's whole link (http://localhost:3000/api/media/files/<uuid>.png),
-- which broke behind a proxy or on another host; the seed's are paths. Links to our own uploads (a UUID
-- file name under /api/media/files/, whatever the host) become paths; any other link is left as it is.
UPDATE "clinics" SET "avatar" = regexp_replace("avatar", '^https?://[^/?#]+(/api/media/files/[0-9a-f-]{36}\.(png|jpe?g))$', '\1', 'i')
WHERE "avatar" ~* '^https?://[^/?#]+/api/media/files/[0-9a-f-]{36}\.(png|jpe?g)$';
--> statement-breakpoint
UPDATE "centers" SET "avatar" = regexp_replace("avatar", '^https?://[^/?#]+(/api/media/files/[0-9a-f-]{36}\.(png|jpe?g))$', '\1', 'i')
WHERE "avatar" ~* '^https?://[^/?#]+/api/media/files/[0-9a-f-]{36}\.(png|jpe?g)$';
--> statement-breakpoint
UPDATE "physicians" SET "avatar" = regexp_replace("avatar", '^https?://[^/?#]+(/api/media/files/[0-9a-f-]{36}\.(png|jpe?g))$', '\1', 'i')
WHERE "avatar" ~* '^https?://[^/?#]+/api/media/files/[0-9a-f-]{36}\.(png|jpe?g)$';
--> statement-breakpoint
UPDATE "packages" SET "promo_img" = regexp_replace("promo_img", '^https?://[^/?#]+(/api/media/files/[0-9a-f-]{36}\.(png|jpe?g))$', '\1', 'i')
WHERE "promo_img" ~* '^https?://[^/?#]+/api/media/files/[0-9a-f-]{36}\.(png|jpe?g)$';
--> statement-breakpoint
-- Packages in Arabic: null for those made before (the server takes them as optional, the form requires them).
ALTER TABLE "packages" ADD COLUMN "title_ar" text;
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "description_ar" text;
--> statement-breakpoint
-- Sequential invoice numbers of simplified tax invoices, per seller (a pharmacy bills its QR codes).
CREATE TABLE "invoice_counters" (
	"seller_type" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_seller_type_seller_id_pk" PRIMARY KEY("seller_type","seller_id")
);
--> statement-breakpoint
ALTER TABLE "qr_bills" ADD COLUMN "invoice_number" integer;
--> statement-breakpoint
-- Bills made before are numbered in the order they were issued, per pharmacy.
UPDATE "qr_bills" SET "invoice_number" = numbered."n"
FROM (SELECT "id", row_number() OVER (PARTITION BY "pharmacy_id" ORDER BY "createdAt", "id") AS "n" FROM "qr_bills") AS numbered
WHERE "qr_bills"."id" = numbered."id";
--> statement-breakpoint
ALTER TABLE "qr_bills" ALTER COLUMN "invoice_number" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "qr_bills_pharmacy_number_idx" ON "qr_bills" USING btree ("pharmacy_id","invoice_number");
--> statement-breakpoint
INSERT INTO "invoice_counters" ("seller_type", "seller_id", "last_number")
SELECT 'PHARMACY', "pharmacy_id", max("invoice_number") FROM "qr_bills" GROUP BY "pharmacy_id";
