CREATE TYPE "public"."pause_reason" AS ENUM('illness', 'injury', 'travel');--> statement-breakpoint
CREATE TABLE "program_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"reason" "pause_reason" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_pauses_days" CHECK ("program_pauses"."first_day" <= "program_pauses"."last_day" and "program_pauses"."last_day" - "program_pauses"."first_day" < 14)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pauses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "program_pauses" ADD CONSTRAINT "program_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_pauses_member_idx" ON "program_pauses" USING btree ("user_id","last_day");