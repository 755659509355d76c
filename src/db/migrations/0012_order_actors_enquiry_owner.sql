ALTER TABLE "order_events" DROP CONSTRAINT "order_events_actor_known";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_user_created_idx" ON "enquiries" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_known" CHECK ("order_events"."actor" in ('customer', 'admin', 'designer', 'system', 'payment'));