CREATE TABLE "board_tallies" (
	"board" text NOT NULL,
	"level" integer NOT NULL,
	"streak" integer NOT NULL,
	"workouts" integer NOT NULL,
	"minutes" integer NOT NULL,
	"prefix" text NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "board_tallies_board_level_streak_workouts_minutes_prefix_pk" PRIMARY KEY("board","level","streak","workouts","minutes","prefix")
);
--> statement-breakpoint
CREATE TABLE "board_tally_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"board" text NOT NULL,
	"streak" integer NOT NULL,
	"workouts" integer NOT NULL,
	"minutes" integer NOT NULL,
	"prefix" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "board_tally_changes_place_idx" ON "board_tally_changes" USING btree ("board","streak","workouts","minutes","prefix");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_not_blank" CHECK ("users"."country" is null or btrim("users"."country") <> '');--> statement-breakpoint
-- A member's place on the boards: the global one ('') and their country's. The keys match
-- users_board_idx and users_national_board_idx; the prefix is of the tie-break key.
CREATE FUNCTION "board_tally_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "board_tally_changes" ("board", "streak", "workouts", "minutes", "prefix", "delta")
    SELECT b, OLD."current_streak", OLD."workouts_completed", OLD."total_minutes", left(lower(OLD."username" COLLATE "C"), 2), -1
    FROM unnest(ARRAY['', coalesce(OLD."country", 'USA')]) AS b;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "board_tally_changes" ("board", "streak", "workouts", "minutes", "prefix", "delta")
    SELECT b, NEW."current_streak", NEW."workouts_completed", NEW."total_minutes", left(lower(NEW."username" COLLATE "C"), 2), 1
    FROM unnest(ARRAY['', coalesce(NEW."country", 'USA')]) AS b;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_board_insert" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "board_tally_change"();
--> statement-breakpoint
CREATE TRIGGER "users_board_delete" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "board_tally_change"();
--> statement-breakpoint
CREATE TRIGGER "users_board_update" AFTER UPDATE OF "current_streak", "workouts_completed", "total_minutes", "username", "country" ON "users"
FOR EACH ROW WHEN (
  (OLD."current_streak", OLD."workouts_completed", OLD."total_minutes", lower(OLD."username" COLLATE "C"), coalesce(OLD."country", 'USA'))
  IS DISTINCT FROM
  (NEW."current_streak", NEW."workouts_completed", NEW."total_minutes", lower(NEW."username" COLLATE "C"), coalesce(NEW."country", 'USA'))
) EXECUTE FUNCTION "board_tally_change"();
--> statement-breakpoint
-- The members already here, as changes the first fold counts.
INSERT INTO "board_tally_changes" ("board", "streak", "workouts", "minutes", "prefix", "delta")
SELECT b, "current_streak", "workouts_completed", "total_minutes", left(lower("username" COLLATE "C"), 2), 1
FROM "users", unnest(ARRAY['', coalesce("country", 'USA')]) AS b;
