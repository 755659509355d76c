CREATE TABLE "reward_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_accounts_balance_nonnegative" CHECK ("reward_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"order_id" uuid,
	"order_number" text,
	"expires_at" timestamp with time zone,
	"lot_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_entries_kind_known" CHECK ("reward_entries"."kind" in ('SIGNUP', 'EARN', 'REDEEM', 'REVERSE', 'EXPIRE')),
	CONSTRAINT "reward_entries_sign" CHECK (("reward_entries"."kind" in ('SIGNUP', 'EARN') and "reward_entries"."points" > 0 and "reward_entries"."expires_at" is not null)
        or ("reward_entries"."kind" in ('REDEEM', 'EXPIRE') and "reward_entries"."points" < 0)
        or ("reward_entries"."kind" = 'REVERSE' and "reward_entries"."order_id" is not null and ("reward_entries"."points" <= 0 or "reward_entries"."expires_at" is not null)))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_nonnegative";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_accounts" ADD CONSTRAINT "reward_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_user_id_reward_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."reward_accounts"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_entries_user_idx" ON "reward_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reward_entries_order_idx" ON "reward_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_one_signup_idx" ON "reward_entries" USING btree ("user_id") WHERE "reward_entries"."kind" = 'SIGNUP';--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_one_earn_idx" ON "reward_entries" USING btree ("order_id") WHERE "reward_entries"."kind" = 'EARN';--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_one_expiry_idx" ON "reward_entries" USING btree ("lot_id") WHERE "reward_entries"."kind" = 'EXPIRE';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_nonnegative" CHECK ("orders"."subtotal_minor" >= 0 and "orders"."delivery_fee_minor" >= 0 and "orders"."points_discount_minor" >= 0 and "orders"."points_discount_minor" <= "orders"."subtotal_minor" and "orders"."total_minor" = "orders"."subtotal_minor" + "orders"."delivery_fee_minor" - "orders"."points_discount_minor");--> statement-breakpoint
-- hand-written
CREATE FUNCTION "reward_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reward_entries is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reward_entries_no_change" BEFORE UPDATE OR DELETE ON "reward_entries"
  FOR EACH ROW EXECUTE FUNCTION "reward_entries_append_only"();--> statement-breakpoint
CREATE FUNCTION "reward_entries_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reward_accounts" SET "balance" = "balance" + NEW."points" WHERE "user_id" = NEW."user_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reward_entries_keep_balance" AFTER INSERT ON "reward_entries"
  FOR EACH ROW EXECUTE FUNCTION "reward_entries_balance"();
