ALTER TABLE "users" ADD COLUMN "best_days_without_smoking" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "best_days_without_drinking" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "best_days_without_sugar" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "best_days_reading" integer DEFAULT 0 NOT NULL;