CREATE TABLE "write_counts" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"window_seconds" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "write_counts_user_id_kind_window_seconds_window_start_pk" PRIMARY KEY("user_id","kind","window_seconds","window_start")
);
--> statement-breakpoint
ALTER TABLE "write_counts" ADD CONSTRAINT "write_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;