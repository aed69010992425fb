CREATE TYPE "public"."weight_unit" AS ENUM('kg', 'lb');--> statement-breakpoint
CREATE TABLE "program_day_marks" (
	"user_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_day_marks_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "program_day_marks_day_range" CHECK ("program_day_marks"."day" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "workout_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_workout_id" integer NOT NULL,
	"exercise_name" text NOT NULL,
	"set_number" integer NOT NULL,
	"reps" integer,
	"weight_kg" numeric(8, 3),
	CONSTRAINT "workout_sets_session_set_key" UNIQUE("user_workout_id","exercise_name","set_number"),
	CONSTRAINT "workout_sets_reps_range" CHECK ("workout_sets"."reps" >= 0),
	CONSTRAINT "workout_sets_weight_range" CHECK ("workout_sets"."weight_kg" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cooldown_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weight_unit" "weight_unit" DEFAULT 'kg' NOT NULL;--> statement-breakpoint
ALTER TABLE "program_day_marks" ADD CONSTRAINT "program_day_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD CONSTRAINT "workout_sets_user_workout_id_user_workouts_id_fk" FOREIGN KEY ("user_workout_id") REFERENCES "public"."user_workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_workouts_user_workout_idx" ON "user_workouts" USING btree ("user_id","workout_id","completed_at");