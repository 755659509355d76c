CREATE TABLE "consultation_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"consultation_id" uuid NOT NULL,
	"news_key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "recipient" text GENERATED ALWAYS AS (coalesce(user_id::text, phone, email)) STORED;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "tried_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_changes" ADD CONSTRAINT "consultation_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_changes" ADD CONSTRAINT "consultation_changes_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_changes_user_at_idx" ON "consultation_changes" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "consultation_changes_consultation_idx" ON "consultation_changes" USING btree ("consultation_id","id");--> statement-breakpoint
CREATE INDEX "notification_outbox_recipient_tried_idx" ON "notification_outbox" USING btree ("recipient","tried_at") WHERE "notification_outbox"."tried_at" is not null;--> statement-breakpoint
UPDATE "notification_outbox" SET "priority" = CASE WHEN "kind" IN ('ORDER_PLACED', 'ORDER_PAID', 'ORDER_SHIPPED') THEN 0 WHEN "kind" = 'CONSULTATION_REMINDER' THEN 2 ELSE 1 END WHERE "status" = 'PENDING';
