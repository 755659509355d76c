CREATE TABLE "product_listing" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"kind" "product_kind" NOT NULL,
	"category_id" integer NOT NULL,
	"active" boolean NOT NULL,
	"mrp_minor" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"stock" integer,
	"featured" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"value_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listing_kind_idx" ON "product_listing" USING btree ("kind","featured");--> statement-breakpoint
CREATE INDEX "product_listing_values_idx" ON "product_listing" USING gin ("value_ids");--> statement-breakpoint
-- product_listing is kept by these triggers alone, in the statement that changes a product or its
-- attribute links (so in the same transaction): statement-level, so a bulk insert costs one pass.
CREATE FUNCTION "product_listing_from_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		-- A new product has no attribute links yet (they reference it): value_ids starts empty.
		INSERT INTO "product_listing" ("product_id", "kind", "category_id", "active", "mrp_minor", "price_minor", "stock", "featured", "created_at")
		SELECT n."id", n."kind", n."category_id", n."active", n."mrp_minor", n."price_minor", n."stock", n."featured", n."created_at" FROM "changed_products" n;
	ELSE
		UPDATE "product_listing" l
		SET "kind" = n."kind", "category_id" = n."category_id", "active" = n."active", "mrp_minor" = n."mrp_minor",
			"price_minor" = n."price_minor", "stock" = n."stock", "featured" = n."featured", "created_at" = n."created_at"
		FROM "changed_products" n
		WHERE l."product_id" = n."id"
			AND (l."kind", l."category_id", l."active", l."mrp_minor", l."price_minor", l."stock", l."featured", l."created_at")
				IS DISTINCT FROM (n."kind", n."category_id", n."active", n."mrp_minor", n."price_minor", n."stock", n."featured", n."created_at");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_listing_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_from_products"();
--> statement-breakpoint
CREATE TRIGGER "products_listing_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_from_products"();
--> statement-breakpoint
CREATE FUNCTION "product_listing_values"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Lock the rows first: the update then takes a fresh snapshot, so links another transaction
	-- committed for the same product while this one waited are counted too.
	IF TG_OP = 'INSERT' THEN
		PERFORM 1 FROM "product_listing" WHERE "product_id" IN (SELECT "product_id" FROM "new_links") ORDER BY "product_id" FOR UPDATE;
		UPDATE "product_listing" l SET "value_ids" = coalesce((SELECT array_agg(pav."value_id" ORDER BY pav."value_id") FROM "product_attribute_values" pav WHERE pav."product_id" = l."product_id"), '{}')
		WHERE l."product_id" IN (SELECT "product_id" FROM "new_links");
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM 1 FROM "product_listing" WHERE "product_id" IN (SELECT "product_id" FROM "old_links") ORDER BY "product_id" FOR UPDATE;
		UPDATE "product_listing" l SET "value_ids" = coalesce((SELECT array_agg(pav."value_id" ORDER BY pav."value_id") FROM "product_attribute_values" pav WHERE pav."product_id" = l."product_id"), '{}')
		WHERE l."product_id" IN (SELECT "product_id" FROM "old_links");
	ELSE
		PERFORM 1 FROM "product_listing" WHERE "product_id" IN (SELECT "product_id" FROM "new_links" UNION SELECT "product_id" FROM "old_links") ORDER BY "product_id" FOR UPDATE;
		UPDATE "product_listing" l SET "value_ids" = coalesce((SELECT array_agg(pav."value_id" ORDER BY pav."value_id") FROM "product_attribute_values" pav WHERE pav."product_id" = l."product_id"), '{}')
		WHERE l."product_id" IN (SELECT "product_id" FROM "new_links" UNION SELECT "product_id" FROM "old_links");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_listing_insert" AFTER INSERT ON "product_attribute_values" REFERENCING NEW TABLE AS "new_links" FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_values"();
--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_listing_update" AFTER UPDATE ON "product_attribute_values" REFERENCING OLD TABLE AS "old_links" NEW TABLE AS "new_links" FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_values"();
--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_listing_delete" AFTER DELETE ON "product_attribute_values" REFERENCING OLD TABLE AS "old_links" FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_values"();
--> statement-breakpoint
INSERT INTO "product_listing" ("product_id", "kind", "category_id", "active", "mrp_minor", "price_minor", "stock", "featured", "created_at", "value_ids")
SELECT p."id", p."kind", p."category_id", p."active", p."mrp_minor", p."price_minor", p."stock", p."featured", p."created_at",
	coalesce((SELECT array_agg(pav."value_id" ORDER BY pav."value_id") FROM "product_attribute_values" pav WHERE pav."product_id" = p."id"), '{}')
FROM "products" p;
