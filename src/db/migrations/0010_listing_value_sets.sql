CREATE TABLE "listing_price_groups" (
	"kind" "product_kind" NOT NULL,
	"category_id" integer NOT NULL,
	"value_set_id" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"prices" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "listing_price_groups_kind_category_id_value_set_id_in_stock_pk" PRIMARY KEY("kind","category_id","value_set_id","in_stock")
);
--> statement-breakpoint
CREATE TABLE "listing_value_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"value_ids" integer[] NOT NULL
);
--> statement-breakpoint
-- Id 0 is the empty set: product_listing's default, what a new product has until its links arrive.
INSERT INTO "listing_value_sets" ("id", "value_ids") VALUES (0, '{}');--> statement-breakpoint
ALTER TABLE "product_listing" ADD COLUMN "value_set_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_value_sets_value_ids_idx" ON "listing_value_sets" USING btree ("value_ids");--> statement-breakpoint
INSERT INTO "listing_value_sets" ("value_ids")
SELECT DISTINCT "value_ids" FROM "product_listing" ORDER BY 1 ON CONFLICT ("value_ids") DO NOTHING;--> statement-breakpoint
UPDATE "product_listing" l SET "value_set_id" = s."id" FROM "listing_value_sets" s WHERE s."value_ids" = l."value_ids" AND l."value_set_id" <> s."id";--> statement-breakpoint
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_value_set_id_listing_value_sets_id_fk" FOREIGN KEY ("value_set_id") REFERENCES "public"."listing_value_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- product_listing.value_set_id is kept with value_ids by the links' triggers (0009), in the same statement.
CREATE OR REPLACE FUNCTION "product_listing_values"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT "product_id") INTO changed FROM "new_links";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT "product_id") INTO changed FROM "old_links";
	ELSE
		SELECT array_agg(DISTINCT c."product_id") INTO changed FROM (SELECT "product_id" FROM "new_links" UNION ALL SELECT "product_id" FROM "old_links") c;
	END IF;
	-- Lock the rows first: the statements below then take fresh snapshots, so links another transaction
	-- committed for the same product while this one waited are counted too.
	PERFORM 1 FROM "product_listing" WHERE "product_id" = ANY (changed) ORDER BY "product_id" FOR UPDATE;
	-- Sets not seen before, in a statement of their own (in value order, so concurrent writers queue
	-- rather than deadlock): a set another transaction is adding waits for it, and the update below,
	-- with its fresh snapshot, then finds the row whichever transaction wrote it.
	INSERT INTO "listing_value_sets" ("value_ids")
	SELECT DISTINCT coalesce((SELECT array_agg(pav."value_id" ORDER BY pav."value_id") FROM "product_attribute_values" pav WHERE pav."product_id" = c."id"), '{}')
	FROM unnest(changed) c("id") ORDER BY 1
	ON CONFLICT ("value_ids") DO NOTHING;
	-- A set missing here would be a NULL id, which the column refuses: never a silently stale row.
	UPDATE "product_listing" l SET "value_ids" = v."ids", "value_set_id" = (SELECT s."id" FROM "listing_value_sets" s WHERE s."value_ids" = v."ids")
	FROM (
		SELECT c."id", coalesce((SELECT array_agg(pav."value_id" ORDER BY pav."value_id") FROM "product_attribute_values" pav WHERE pav."product_id" = c."id"), '{}') AS "ids"
		FROM unnest(changed) c("id")
	) v
	WHERE l."product_id" = v."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE INDEX "product_listing_group_idx" ON "product_listing" USING btree ("kind","category_id","value_set_id");--> statement-breakpoint
-- listing_price_groups follows product_listing: after each statement that changes it, the groups a
-- changed row left or joined are recomputed from product_listing (a stock change that keeps the product
-- in stock, or a change of columns the groups do not hold, recomputes nothing).
CREATE FUNCTION "listing_price_groups_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	-- Only the key columns of these rows are used.
	keys "listing_price_groups"[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT ROW(n."kind", n."category_id", n."value_set_id", n."stock" IS NULL OR n."stock" > 0, '{}')::"listing_price_groups")
		INTO keys FROM "new_rows" n;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT ROW(o."kind", o."category_id", o."value_set_id", o."stock" IS NULL OR o."stock" > 0, '{}')::"listing_price_groups")
		INTO keys FROM "old_rows" o;
	ELSE
		SELECT array_agg(DISTINCT v."key") INTO keys FROM (
			SELECT ROW(o."kind", o."category_id", o."value_set_id", o."stock" IS NULL OR o."stock" > 0, '{}')::"listing_price_groups" AS k,
				ROW(n."kind", n."category_id", n."value_set_id", n."stock" IS NULL OR n."stock" > 0, '{}')::"listing_price_groups" AS k2
			FROM "old_rows" o JOIN "new_rows" n ON n."product_id" = o."product_id"
			WHERE (o."kind", o."category_id", o."value_set_id", o."stock" IS NULL OR o."stock" > 0, o."active", o."price_minor")
				IS DISTINCT FROM (n."kind", n."category_id", n."value_set_id", n."stock" IS NULL OR n."stock" > 0, n."active", n."price_minor")
		) c CROSS JOIN LATERAL (VALUES (c."k"), (c."k2")) v("key");
	END IF;
	IF keys IS NULL THEN
		RETURN NULL;
	END IF;
	-- Make sure each group has a row, then lock them in key order (concurrent writers queue instead of
	-- deadlocking); the recount below is a statement of its own, so its snapshot includes whatever another
	-- transaction committed to these groups while this one waited, and the last writer counts everything.
	INSERT INTO "listing_price_groups" ("kind", "category_id", "value_set_id", "in_stock")
	SELECT k."kind", k."category_id", k."value_set_id", k."in_stock" FROM unnest(keys) k ORDER BY 1, 2, 3, 4
	ON CONFLICT DO NOTHING;
	PERFORM 1 FROM "listing_price_groups" g
	WHERE (g."kind", g."category_id", g."value_set_id", g."in_stock") IN (SELECT k."kind", k."category_id", k."value_set_id", k."in_stock" FROM unnest(keys) k)
	ORDER BY g."kind", g."category_id", g."value_set_id", g."in_stock" FOR UPDATE;
	UPDATE "listing_price_groups" g
	SET "prices" = coalesce((
		SELECT array_agg(l."price_minor" ORDER BY l."price_minor") FROM "product_listing" l
		WHERE l."kind" = g."kind" AND l."category_id" = g."category_id" AND l."value_set_id" = g."value_set_id"
			AND (l."stock" IS NULL OR l."stock" > 0) = g."in_stock" AND l."active"), '{}')
	WHERE (g."kind", g."category_id", g."value_set_id", g."in_stock") IN (SELECT k."kind", k."category_id", k."value_set_id", k."in_stock" FROM unnest(keys) k);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_listing_groups_insert" AFTER INSERT ON "product_listing" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "listing_price_groups_refresh"();
--> statement-breakpoint
CREATE TRIGGER "product_listing_groups_update" AFTER UPDATE ON "product_listing" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "listing_price_groups_refresh"();
--> statement-breakpoint
CREATE TRIGGER "product_listing_groups_delete" AFTER DELETE ON "product_listing" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "listing_price_groups_refresh"();
--> statement-breakpoint
INSERT INTO "listing_price_groups" ("kind", "category_id", "value_set_id", "in_stock", "prices")
SELECT "kind", "category_id", "value_set_id", "stock" IS NULL OR "stock" > 0, array_agg("price_minor" ORDER BY "price_minor")
FROM "product_listing" WHERE "active"
GROUP BY 1, 2, 3, 4;
