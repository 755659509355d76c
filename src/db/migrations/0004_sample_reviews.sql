ALTER TABLE "reviews" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now only the seed wrote reviews (the store has no way for a shopper to write one yet): every
-- existing review is sample data. The seed marks its own reviews again on every run.
UPDATE "reviews" SET "sample" = true;
