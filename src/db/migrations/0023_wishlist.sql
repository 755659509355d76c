CREATE TABLE "wishlist_items" (
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"price_minor" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "wishlist_items_price_positive" CHECK ("wishlist_items"."price_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_items_product_notify_idx" ON "wishlist_items" USING btree ("product_id") WHERE "wishlist_items"."notify";--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_kind_known" CHECK ("notification_outbox"."kind" in ('ORDER_PLACED', 'ORDER_PAID', 'ORDER_SHIPPED', 'TAILORING_STAGE', 'CONSULTATION_BOOKED', 'CONSULTATION_RESCHEDULED', 'CONSULTATION_CANCELLED', 'CONSULTATION_REMINDER', 'ENQUIRY_ANSWERED', 'WISHLIST_BACK_IN_STOCK', 'WISHLIST_PRICE_DROP'));--> statement-breakpoint
-- hand-written
-- A wished product that comes back in stock, or gets cheaper than the shopper saw it, queues one message
-- per shopper who asked (wishlist_items.notify), in the statement that changes it: every path that
-- changes a price or stock (the back office's edit, a cancelled order's stock coming back) is covered,
-- and the message exists exactly when the change does. The dedupe key names the product's new version,
-- so one change is one message however often it is announced.
CREATE FUNCTION "wishlist_notify_from_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "notification_outbox" ("kind", "dedupe_key", "user_id", "locale", "payload", "next_attempt_at", "created_at", "priority")
	SELECT e."kind", e."prefix" || ':' || n."id" || ':' || n."version" || ':' || w."user_id", w."user_id", w."locale",
		jsonb_build_object('productId', n."id", 'slug', n."slug", 'productName', n."name", 'priceMinor', n."price_minor",
			'wasMinor', e."was", 'currency', n."currency"),
		now(), now(), 1
	FROM "changed_new" n
	JOIN "changed_old" o ON o."id" = n."id"
	JOIN "wishlist_items" w ON w."product_id" = n."id" AND w."notify"
	CROSS JOIN LATERAL (
		SELECT 'WISHLIST_BACK_IN_STOCK' AS "kind", 'wishlist-back' AS "prefix", NULL::integer AS "was"
		WHERE o."stock" IS NOT NULL AND o."stock" <= 0 AND n."stock" > 0
		UNION ALL
		SELECT 'WISHLIST_PRICE_DROP', 'wishlist-cheaper', LEAST(o."price_minor", w."price_minor")
		WHERE n."price_minor" < o."price_minor" AND n."price_minor" < w."price_minor"
			AND (n."stock" IS NULL OR n."stock" > 0)
	) e
	WHERE n."active"
	ON CONFLICT ("dedupe_key") DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_wishlist_notify" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "wishlist_notify_from_products"();
