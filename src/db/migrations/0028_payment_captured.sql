ALTER TABLE "payments" ADD COLUMN "captured_minor" bigint;--> statement-breakpoint
-- hand-written
-- Payments settled before this column: the store then recorded no figure of its own for what was
-- captured, and its order's amount is the best it knows (Razorpay itself refuses a refund above what it
-- captured).
UPDATE "payments" SET "captured_minor" = "amount_minor" WHERE "status" IN ('PAID', 'REFUND_DUE', 'REFUNDED');
