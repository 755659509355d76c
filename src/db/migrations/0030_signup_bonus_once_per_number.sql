CREATE TABLE "signup_bonus_key" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "signup_bonus_key_one_row" CHECK ("signup_bonus_key"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "signup_bonus_numbers" (
	"digest" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- hand-written: the key, 32 bytes from two random UUIDs (gen_random_uuid draws on the strong random
-- source; 244 random bits), and the numbers of the accounts that already had the bonus.
INSERT INTO "signup_bonus_key" ("id", "key")
	VALUES (1, replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));--> statement-breakpoint
INSERT INTO "signup_bonus_numbers" ("digest")
	SELECT DISTINCT encode(sha256(decode(k."key", 'hex') || convert_to(u."phone", 'UTF8')), 'hex')
	FROM "reward_entries" e
	JOIN "users" u ON u."id" = e."user_id" AND u."deleted_at" IS NULL
	CROSS JOIN "signup_bonus_key" k
	WHERE e."kind" = 'SIGNUP'
	ON CONFLICT DO NOTHING;
