CREATE TABLE "tailoring_option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_product_id" integer NOT NULL,
	"code" text NOT NULL,
	"position" smallint NOT NULL,
	"name" jsonb NOT NULL,
	"required" boolean NOT NULL,
	"multiple" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tailoring_option_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_product_id" integer NOT NULL,
	"option_code" text NOT NULL,
	"kind" text NOT NULL,
	"other_codes" text[] NOT NULL,
	CONSTRAINT "tailoring_option_rules_kind_known" CHECK ("tailoring_option_rules"."kind" in ('REQUIRES', 'EXCLUDES'))
);
--> statement-breakpoint
CREATE TABLE "tailoring_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"service_product_id" integer NOT NULL,
	"code" text NOT NULL,
	"position" smallint NOT NULL,
	"name" jsonb NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"extra_days" smallint DEFAULT 0 NOT NULL,
	"metres_tenths" smallint DEFAULT 0 NOT NULL,
	"sets_metres" boolean DEFAULT false NOT NULL,
	"picture" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tailoring_options_price_nonnegative" CHECK ("tailoring_options"."price_minor" >= 0),
	CONSTRAINT "tailoring_options_days_nonnegative" CHECK ("tailoring_options"."extra_days" >= 0),
	CONSTRAINT "tailoring_options_metres_nonnegative" CHECK ("tailoring_options"."metres_tenths" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tailoring_services" (
	"service_product_id" integer PRIMARY KEY NOT NULL,
	"garment" text,
	"material" text NOT NULL,
	"metres_tenths" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "tailoring_services_material_known" CHECK ("tailoring_services"."material" in ('BLOUSE_PIECE_OR_FABRIC', 'SAREE', 'FABRIC')),
	CONSTRAINT "tailoring_services_garment_known" CHECK ("tailoring_services"."garment" is null or "tailoring_services"."garment" in ('blouse', 'kurta', 'salwar', 'lehenga', 'petticoat', 'pre-draped')),
	CONSTRAINT "tailoring_services_metres_nonnegative" CHECK ("tailoring_services"."metres_tenths" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tailoring_option_groups" ADD CONSTRAINT "tailoring_option_groups_service_product_id_products_id_fk" FOREIGN KEY ("service_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tailoring_option_rules" ADD CONSTRAINT "tailoring_option_rules_service_product_id_products_id_fk" FOREIGN KEY ("service_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tailoring_options" ADD CONSTRAINT "tailoring_options_group_id_tailoring_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tailoring_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tailoring_services" ADD CONSTRAINT "tailoring_services_service_product_id_products_id_fk" FOREIGN KEY ("service_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tailoring_option_groups_code_idx" ON "tailoring_option_groups" USING btree ("service_product_id","code");--> statement-breakpoint
CREATE INDEX "tailoring_option_rules_service_idx" ON "tailoring_option_rules" USING btree ("service_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tailoring_options_code_idx" ON "tailoring_options" USING btree ("service_product_id","code");--> statement-breakpoint
CREATE INDEX "tailoring_options_group_idx" ON "tailoring_options" USING btree ("group_id","position");