CREATE TABLE "offer_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"batch" text,
	CONSTRAINT "offer_codes_uses_capped" CHECK ("offer_codes"."uses" >= 0 and ("offer_codes"."max_uses" is null or "offer_codes"."uses" <= "offer_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "offer_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code" text,
	"discount_minor" bigint NOT NULL,
	"order_total_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"title" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"priority" integer DEFAULT 0 NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"stacks_with_offers" boolean DEFAULT true NOT NULL,
	"stacks_with_reduced" boolean DEFAULT false NOT NULL,
	"stacks_with_points" boolean DEFAULT true NOT NULL,
	"covers_tailoring" boolean DEFAULT false NOT NULL,
	"conditions" jsonb NOT NULL,
	"effect" jsonb NOT NULL,
	"max_uses" integer,
	"max_uses_per_shopper" integer,
	"budget_minor" bigint,
	"uses" integer DEFAULT 0 NOT NULL,
	"discount_given_minor" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offers_kind_known" CHECK ("offers"."kind" in ('CODE', 'AUTOMATIC', 'SALE')),
	CONSTRAINT "offers_status_known" CHECK ("offers"."status" in ('ACTIVE', 'PAUSED', 'ENDED')),
	CONSTRAINT "offers_window" CHECK ("offers"."ends_at" is null or "offers"."ends_at" > "offers"."starts_at"),
	CONSTRAINT "offers_uses_capped" CHECK ("offers"."uses" >= 0 and ("offers"."max_uses" is null or "offers"."uses" <= "offers"."max_uses")),
	CONSTRAINT "offers_budget_capped" CHECK ("offers"."discount_given_minor" >= 0 and ("offers"."budget_minor" is null or "offers"."discount_given_minor" <= "offers"."budget_minor"))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_nonnegative";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_discount_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_codes_offer_idx" ON "offer_codes" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_redemptions_order_idx" ON "offer_redemptions" USING btree ("order_id","offer_id");--> statement-breakpoint
CREATE INDEX "offer_redemptions_user_idx" ON "offer_redemptions" USING btree ("offer_id","user_id");--> statement-breakpoint
CREATE INDEX "offer_redemptions_phone_idx" ON "offer_redemptions" USING btree ("offer_id","phone");--> statement-breakpoint
CREATE INDEX "offers_running_idx" ON "offers" USING btree ("status","starts_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_within" CHECK ("order_items"."discount_minor" >= 0 and "order_items"."discount_minor" <= "order_items"."line_total_minor");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_nonnegative" CHECK ("orders"."subtotal_minor" >= 0 and "orders"."delivery_fee_minor" >= 0 and "orders"."points_discount_minor" >= 0 and "orders"."offer_discount_minor" >= 0 and "orders"."points_discount_minor" + "orders"."offer_discount_minor" <= "orders"."subtotal_minor" and "orders"."total_minor" = "orders"."subtotal_minor" + "orders"."delivery_fee_minor" - "orders"."points_discount_minor" - "orders"."offer_discount_minor");