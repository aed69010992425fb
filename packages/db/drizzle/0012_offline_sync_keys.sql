ALTER TABLE "habit_logs" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "user_workouts" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "habit_logs" ADD CONSTRAINT "habit_logs_client_key" UNIQUE("user_id","client_key");--> statement-breakpoint
ALTER TABLE "user_workouts" ADD CONSTRAINT "user_workouts_client_key" UNIQUE("user_id","client_key");