CREATE TABLE "currency_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"inr_per_unit_scaled" integer NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "currency_rates_code_check" CHECK ("currency_rates"."code" ~ '^[A-Z]{3}$' and "currency_rates"."code" <> 'INR'),
	CONSTRAINT "currency_rates_rate_check" CHECK ("currency_rates"."inr_per_unit_scaled" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_currency" text;--> statement-breakpoint
-- hand-written
-- Starting rates: approximate market rates of 1 July 2025 (rupees for one unit, in ten-thousandths), dated
-- honestly so the storefront shows how old they are; an admin updates them (updateCurrencyRate).
INSERT INTO "currency_rates" ("code", "inr_per_unit_scaled", "as_of") VALUES
	('USD', 857600, '2025-07-01'),
	('GBP', 1175700, '2025-07-01'),
	('EUR', 1009500, '2025-07-01'),
	('AED', 233500, '2025-07-01'),
	('SGD', 673500, '2025-07-01'),
	('CAD', 628600, '2025-07-01'),
	('AUD', 562700, '2025-07-01')
ON CONFLICT ("code") DO NOTHING;
