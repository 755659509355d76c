DROP INDEX "wishlist_items_product_notify_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wishlist_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "told_price_minor" integer;--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
-- hand-written
-- Wishlist messages become one choice on the account instead of a box per item. It is on only for a
-- shopper who had asked for every item on their list: anything less never covered items added later.
UPDATE "users" SET "wishlist_alerts" = true
WHERE "id" IN (SELECT "user_id" FROM "wishlist_items" GROUP BY "user_id" HAVING bool_and("notify"));--> statement-breakpoint
ALTER TABLE "wishlist_items" DROP COLUMN "notify";--> statement-breakpoint
-- One message per event, for shoppers who asked, written in their account's language when they chose
-- one. Back in stock and cheaper are told apart: an item that returns at a lower price is one message
-- (back in stock, at its price), and a drop is told only below the lowest price a message has already
-- named (told_price_minor), so a price that goes up and down again is not news twice.
CREATE OR REPLACE FUNCTION "wishlist_notify_from_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH "queued" AS (
		INSERT INTO "notification_outbox" ("kind", "dedupe_key", "user_id", "locale", "payload", "next_attempt_at", "created_at", "priority")
		SELECT e."kind", e."prefix" || ':' || n."id" || ':' || n."version" || ':' || w."user_id", w."user_id",
			COALESCE(u."locale", w."locale"),
			jsonb_build_object('productId', n."id", 'slug', n."slug", 'productName', n."name", 'priceMinor', n."price_minor",
				'wasMinor', e."was", 'currency', n."currency"),
			now(), now(), 1
		FROM "changed_new" n
		JOIN "changed_old" o ON o."id" = n."id"
		JOIN "wishlist_items" w ON w."product_id" = n."id"
		JOIN "users" u ON u."id" = w."user_id" AND u."wishlist_alerts" AND u."deleted_at" IS NULL
		CROSS JOIN LATERAL (
			SELECT 'WISHLIST_BACK_IN_STOCK' AS "kind", 'wishlist-back' AS "prefix", NULL::integer AS "was"
			WHERE o."stock" IS NOT NULL AND o."stock" <= 0 AND n."stock" > 0
			UNION ALL
			SELECT 'WISHLIST_PRICE_DROP', 'wishlist-cheaper', LEAST(o."price_minor", w."price_minor", w."told_price_minor")
			WHERE n."price_minor" < LEAST(o."price_minor", w."price_minor", w."told_price_minor")
				AND (o."stock" IS NULL OR o."stock" > 0) AND (n."stock" IS NULL OR n."stock" > 0)
		) e
		WHERE n."active"
		ON CONFLICT ("dedupe_key") DO NOTHING
		RETURNING "user_id", "payload"
	)
	UPDATE "wishlist_items" w SET "told_price_minor" = LEAST(w."told_price_minor", (q."payload"->>'priceMinor')::integer)
	FROM "queued" q
	WHERE w."user_id" = q."user_id" AND w."product_id" = (q."payload"->>'productId')::integer;
	RETURN NULL;
END $$;
