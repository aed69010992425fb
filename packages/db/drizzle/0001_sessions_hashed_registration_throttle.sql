CREATE TABLE "registration_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_address" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "registration_attempts_client_idx" ON "registration_attempts" USING btree ("client_address","attempted_at");--> statement-breakpoint
-- Sessions are now stored as the SHA-256 of the cookie's token: the ids stored so far were the tokens themselves, so they end here and members sign in again.
DELETE FROM "sessions";
