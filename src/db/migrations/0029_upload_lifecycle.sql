ALTER TABLE "media_assets" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "unused_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "media_assets_unused_idx" ON "media_assets" USING btree ("unused_since") WHERE "media_assets"."uses" = 0 and "media_assets"."uploaded_by" is not null;--> statement-breakpoint
CREATE INDEX "media_assets_uploader_unused_idx" ON "media_assets" USING btree ("uploaded_by") WHERE "media_assets"."uses" = 0 and "media_assets"."uploaded_by" is not null;--> statement-breakpoint
-- hand-written
-- The uses of the uploads already there, counted from the rows that name them: a product's pictures, a
-- review's photo, an order line's picture. An upload nothing uses starts its wait for the sweeper now.
UPDATE "media_assets" m SET "uses" =
	(SELECT count(*) FROM "products" p WHERE m."key" = ANY (p."image_keys"))
	+ (SELECT count(*) FROM "reviews" r WHERE r."photo_key" = m."key")
	+ (SELECT count(*) FROM "order_items" o WHERE o."image_key" = m."key")
WHERE m."uploaded_by" IS NOT NULL;--> statement-breakpoint
UPDATE "media_assets" SET "unused_since" = now() WHERE "uploaded_by" IS NOT NULL AND "uses" = 0;
