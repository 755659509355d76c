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
CREATE TABLE "consultation_cells" (
	"designer_id" uuid NOT NULL,
	"cell_start" timestamp with time zone NOT NULL,
	"consultation_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"designer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"topic" text NOT NULL,
	"channel" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"locale" text NOT NULL,
	"order_number" text,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultations_topic_known" CHECK ("consultations"."topic" in ('BRIDAL', 'SAREE_STYLING', 'BLOUSE_DESIGN', 'FABRIC_ADVICE', 'MEASUREMENTS')),
	CONSTRAINT "consultations_channel_known" CHECK ("consultations"."channel" in ('VIDEO', 'PHONE', 'WHATSAPP')),
	CONSTRAINT "consultations_status_known" CHECK ("consultations"."status" in ('BOOKED', 'DONE', 'NO_SHOW', 'CANCELLED')),
	CONSTRAINT "consultations_duration" CHECK ("consultations"."duration_minutes" in (15, 30, 45))
);
--> statement-breakpoint
CREATE TABLE "designer_days_off" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "designer_days_off_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "designer_days_off_day" CHECK ("designer_days_off"."day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "designer_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "designer_hours_range" CHECK ("designer_hours"."weekday" between 1 and 7 and "designer_hours"."start_minute" >= 0 and "designer_hours"."end_minute" <= 1440 and "designer_hours"."start_minute" < "designer_hours"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "designer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"time_zone" text,
	"lengths" integer[] DEFAULT '{15,30,45}'::integer[] NOT NULL,
	"stand_in" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"interest" text NOT NULL,
	"preferred_time" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"ip" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'NEW' NOT NULL,
	"reply" text,
	"replied_by" uuid,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enquiries_interest_known" CHECK ("enquiries"."interest" in ('bridal', 'saree', 'blouse', 'tailoring', 'fabric', 'other')),
	CONSTRAINT "enquiries_preferred_time_known" CHECK ("enquiries"."preferred_time" in ('anytime', 'morning', 'afternoon', 'evening')),
	CONSTRAINT "enquiries_status_known" CHECK ("enquiries"."status" in ('NEW', 'CONTACTED', 'CLOSED'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "delivered" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tailoring_option_groups" ADD CONSTRAINT "tailoring_option_groups_service_product_id_products_id_fk" FOREIGN KEY ("service_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tailoring_option_rules" ADD CONSTRAINT "tailoring_option_rules_service_product_id_products_id_fk" FOREIGN KEY ("service_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tailoring_options" ADD CONSTRAINT "tailoring_options_group_id_tailoring_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tailoring_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tailoring_services" ADD CONSTRAINT "tailoring_services_service_product_id_products_id_fk" FOREIGN KEY ("service_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_cells" ADD CONSTRAINT "consultation_cells_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_days_off" ADD CONSTRAINT "designer_days_off_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_hours" ADD CONSTRAINT "designer_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_profiles" ADD CONSTRAINT "designer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tailoring_option_groups_code_idx" ON "tailoring_option_groups" USING btree ("service_product_id","code");--> statement-breakpoint
CREATE INDEX "tailoring_option_rules_service_idx" ON "tailoring_option_rules" USING btree ("service_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tailoring_options_code_idx" ON "tailoring_options" USING btree ("service_product_id","code");--> statement-breakpoint
CREATE INDEX "tailoring_options_group_idx" ON "tailoring_options" USING btree ("group_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_cells_designer_cell_idx" ON "consultation_cells" USING btree ("designer_id","cell_start");--> statement-breakpoint
CREATE INDEX "consultation_cells_consultation_idx" ON "consultation_cells" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "consultations_designer_starts_idx" ON "consultations" USING btree ("designer_id","starts_at");--> statement-breakpoint
CREATE INDEX "consultations_user_idx" ON "consultations" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "designer_hours_user_idx" ON "designer_hours" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enquiries_phone_created_idx" ON "enquiries" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_ip_created_idx" ON "enquiries" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_status_created_idx" ON "enquiries" USING btree ("status","created_at");