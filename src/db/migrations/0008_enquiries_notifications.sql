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
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_phone_created_idx" ON "enquiries" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_ip_created_idx" ON "enquiries" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_status_created_idx" ON "enquiries" USING btree ("status","created_at");