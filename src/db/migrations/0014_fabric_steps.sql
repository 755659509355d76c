ALTER TABLE "product_listing" ALTER COLUMN "stock" SET DATA TYPE numeric(10, 2);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "stock" SET DATA TYPE numeric(10, 2);--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "qty" SET DATA TYPE numeric(8, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "step" numeric(3, 2) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_step_known" CHECK ("products"."step" in (0.25, 0.5, 1) and ("products"."kind" = 'fabric' or "products"."step" = 1));