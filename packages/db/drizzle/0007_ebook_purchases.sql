ALTER TABLE "user_ebooks" ADD COLUMN "paid_price" numeric(10, 2);--> statement-breakpoint
-- Entries written before purchases were recorded count as bought (nothing known was charged).
UPDATE "user_ebooks" SET "paid_price" = 0;
