CREATE TABLE "measurement_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"garment" text NOT NULL,
	"unit" text NOT NULL,
	"values_mm" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "measurement_profiles_garment_known" CHECK ("measurement_profiles"."garment" in ('blouse', 'kurta', 'salwar', 'lehenga', 'petticoat', 'pre-draped')),
	CONSTRAINT "measurement_profiles_unit_known" CHECK ("measurement_profiles"."unit" in ('cm', 'in'))
);
--> statement-breakpoint
CREATE TABLE "order_tailoring_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" integer NOT NULL,
	"service_product_id" integer NOT NULL,
	"options" jsonb NOT NULL,
	"attached_item_id" integer,
	"own_fabric" boolean NOT NULL,
	"measurement" jsonb NOT NULL,
	"stage" text NOT NULL,
	"stage_changed_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_tailoring_lines_stage_known" CHECK ("order_tailoring_lines"."stage" in ('AWAITING_MEASUREMENTS', 'MEASUREMENTS_CONFIRMED', 'CUTTING', 'STITCHING', 'FINISHING', 'READY_TO_SHIP')),
	CONSTRAINT "order_tailoring_lines_version_nonnegative" CHECK ("order_tailoring_lines"."version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"user_id" uuid,
	"phone" text,
	"email" text,
	"locale" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_outbox_kind_known" CHECK ("notification_outbox"."kind" in ('ORDER_PLACED', 'ORDER_PAID', 'ORDER_SHIPPED', 'TAILORING_STAGE', 'CONSULTATION_BOOKED', 'CONSULTATION_RESCHEDULED', 'CONSULTATION_CANCELLED', 'CONSULTATION_REMINDER', 'ENQUIRY_ANSWERED')),
	CONSTRAINT "notification_outbox_status_known" CHECK ("notification_outbox"."status" in ('PENDING', 'SENT', 'FAILED', 'WITHDRAWN'))
);
--> statement-breakpoint
ALTER TABLE "measurement_profiles" ADD CONSTRAINT "measurement_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tailoring_lines" ADD CONSTRAINT "order_tailoring_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tailoring_lines" ADD CONSTRAINT "order_tailoring_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tailoring_lines" ADD CONSTRAINT "order_tailoring_lines_attached_item_id_order_items_id_fk" FOREIGN KEY ("attached_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_profiles_user_idx" ON "measurement_profiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_tailoring_lines_item_idx" ON "order_tailoring_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_tailoring_lines_order_idx" ON "order_tailoring_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_tailoring_lines_stage_idx" ON "order_tailoring_lines" USING btree ("stage","stage_changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_dedupe_idx" ON "notification_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("next_attempt_at") WHERE "notification_outbox"."status" = 'PENDING';