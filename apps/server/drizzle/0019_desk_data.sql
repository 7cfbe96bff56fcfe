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
