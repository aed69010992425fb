CREATE TABLE "pack_versions" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written: every transaction that writes what members see of each other counts once, at
-- its commit (schema.ts, pack_versions; docs/performance.md, "Rows the pack writes, kept").
-- Deferred to the commit, the slot's row is the last lock a writer takes and is held only
-- while it commits, so it joins no deadlock; the slot is the connection's, so writers on
-- other connections take other rows. Every row's trigger fires at the commit: the first counts.
INSERT INTO "pack_versions" ("slot") SELECT generate_series(0, 31);
--> statement-breakpoint
-- Any count kept at commit (this one, and those of later migrations): TG_ARGV[0] names the
-- count, TG_ARGV[1] is the statement that adds one to it.
CREATE FUNCTION "count_write_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wolfpack.counted_' || TG_ARGV[0], true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM set_config('wolfpack.counted_' || TG_ARGV[0], pg_current_xact_id()::text, true);
    EXECUTE TG_ARGV[1];
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  pack_table text;
BEGIN
  FOREACH pack_table IN ARRAY ARRAY['community_posts', 'post_likes', 'post_comments', 'friendships', 'groups', 'group_memberships'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_write_at_commit"(''pack'', %L)', pack_table || '_pack_write', pack_table, 'UPDATE "pack_versions" SET "version" = "version" + 1 WHERE "slot" = pg_backend_pid() % 32');
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_pack_write" AFTER INSERT OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_write_at_commit"('pack', 'UPDATE "pack_versions" SET "version" = "version" + 1 WHERE "slot" = pg_backend_pid() % 32');
--> statement-breakpoint
-- Of a member's row, only what others see of it: their name, picture, country and the boards' counts.
CREATE CONSTRAINT TRIGGER "users_pack_seen_write" AFTER UPDATE OF "username", "avatar", "country", "current_streak", "workouts_completed", "total_minutes" ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD."username" IS DISTINCT FROM NEW."username" OR OLD."avatar" IS DISTINCT FROM NEW."avatar" OR OLD."country" IS DISTINCT FROM NEW."country" OR OLD."current_streak" IS DISTINCT FROM NEW."current_streak" OR OLD."workouts_completed" IS DISTINCT FROM NEW."workouts_completed" OR OLD."total_minutes" IS DISTINCT FROM NEW."total_minutes")
EXECUTE FUNCTION "count_write_at_commit"('pack', 'UPDATE "pack_versions" SET "version" = "version" + 1 WHERE "slot" = pg_backend_pid() % 32');
-- End of hand-written.
