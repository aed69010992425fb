CREATE TABLE "member_tallies" (
	"kind" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"members" bigint NOT NULL,
	"workouts" bigint NOT NULL,
	"minutes" bigint NOT NULL,
	CONSTRAINT "member_tallies_kind_hour_pk" PRIMARY KEY("kind","hour")
);
--> statement-breakpoint
CREATE TABLE "member_tally_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"members" integer NOT NULL,
	"workouts" integer NOT NULL,
	"minutes" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "premium_messages_user_idx";--> statement-breakpoint
DROP INDEX "users_last_login_idx";--> statement-breakpoint
CREATE INDEX "member_tally_changes_kind_hour_idx" ON "member_tally_changes" USING btree ("kind","hour");--> statement-breakpoint
CREATE INDEX "users_premium_until_idx" ON "users" USING btree ("membership_expires_at") WHERE "users"."membership_tier" = 'premium';--> statement-breakpoint
CREATE INDEX "premium_messages_user_idx" ON "premium_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "member_tallies" ADD CONSTRAINT "member_tallies_kind" CHECK ("kind" IN ('members', 'last_sign_in', 'premium_until'));
--> statement-breakpoint
-- A member's places in member_tallies (see schema.ts): -1 at the old ones and +1 at the new
-- ones, only for the kinds that moved. Hours are UTC whatever the session's time zone.
CREATE FUNCTION "member_tally_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_sign_in timestamptz;
  new_sign_in timestamptz;
  old_premium timestamptz;
  new_premium timestamptz;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_sign_in := date_trunc('hour', OLD."last_login_at", 'UTC');
    IF OLD."membership_tier" = 'premium' THEN
      old_premium := coalesce(date_trunc('hour', OLD."membership_expires_at", 'UTC'), 'infinity');
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_sign_in := date_trunc('hour', NEW."last_login_at", 'UTC');
    IF NEW."membership_tier" = 'premium' THEN
      new_premium := coalesce(date_trunc('hour', NEW."membership_expires_at", 'UTC'), 'infinity');
    END IF;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "member_tally_changes" ("kind", "hour", "members", "workouts", "minutes")
    VALUES ('members', '-infinity', 1, NEW."workouts_completed", NEW."total_minutes");
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "member_tally_changes" ("kind", "hour", "members", "workouts", "minutes")
    VALUES ('members', '-infinity', -1, -OLD."workouts_completed", -OLD."total_minutes");
  ELSIF (OLD."workouts_completed", OLD."total_minutes") IS DISTINCT FROM (NEW."workouts_completed", NEW."total_minutes") THEN
    INSERT INTO "member_tally_changes" ("kind", "hour", "members", "workouts", "minutes")
    VALUES ('members', '-infinity', 0, NEW."workouts_completed" - OLD."workouts_completed", NEW."total_minutes" - OLD."total_minutes");
  END IF;
  IF old_sign_in IS DISTINCT FROM new_sign_in THEN
    INSERT INTO "member_tally_changes" ("kind", "hour", "members", "workouts", "minutes")
    SELECT 'last_sign_in', hour, members, 0, 0
    FROM (VALUES (old_sign_in, -1), (new_sign_in, 1)) AS moved (hour, members) WHERE hour IS NOT NULL;
  END IF;
  IF old_premium IS DISTINCT FROM new_premium THEN
    INSERT INTO "member_tally_changes" ("kind", "hour", "members", "workouts", "minutes")
    SELECT 'premium_until', hour, members, 0, 0
    FROM (VALUES (old_premium, -1), (new_premium, 1)) AS moved (hour, members) WHERE hour IS NOT NULL;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_tally_insert" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "member_tally_change"();
--> statement-breakpoint
CREATE TRIGGER "users_tally_delete" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "member_tally_change"();
--> statement-breakpoint
-- A sign-in within the hour of the last one moves nothing and writes nothing.
CREATE TRIGGER "users_tally_update" AFTER UPDATE OF "workouts_completed", "total_minutes", "last_login_at", "membership_tier", "membership_expires_at" ON "users"
FOR EACH ROW WHEN (
  (OLD."workouts_completed", OLD."total_minutes", date_trunc('hour', OLD."last_login_at", 'UTC'), OLD."membership_tier", date_trunc('hour', OLD."membership_expires_at", 'UTC'))
  IS DISTINCT FROM
  (NEW."workouts_completed", NEW."total_minutes", date_trunc('hour', NEW."last_login_at", 'UTC'), NEW."membership_tier", date_trunc('hour', NEW."membership_expires_at", 'UTC'))
) EXECUTE FUNCTION "member_tally_change"();
--> statement-breakpoint
-- The members already here.
INSERT INTO "member_tallies" ("kind", "hour", "members", "workouts", "minutes")
SELECT 'members', '-infinity', count(*), coalesce(sum("workouts_completed"), 0), coalesce(sum("total_minutes"), 0) FROM "users"
UNION ALL
SELECT 'last_sign_in', date_trunc('hour', "last_login_at", 'UTC'), count(*), 0, 0 FROM "users"
WHERE "last_login_at" IS NOT NULL GROUP BY 1, 2
UNION ALL
SELECT 'premium_until', coalesce(date_trunc('hour', "membership_expires_at", 'UTC'), 'infinity'), count(*), 0, 0 FROM "users"
WHERE "membership_tier" = 'premium' GROUP BY 1, 2;
