-- Hand-written: a session's bests (session_one_rep_maxes, which the progress charts read)
-- count as writes to their member's own rows, as migration 0016 counts the session itself
-- (schema.ts, users.rows_version). Their rows name the session, not the member: the member
-- is the session's. A session deleted takes its bests with it, and counts by itself.
CREATE FUNCTION "count_session_bests_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "rows_version" = "rows_version" + 1
  WHERE "id" IN (
    SELECT "user_workouts"."user_id" FROM "user_workouts"
    WHERE "user_workouts"."id" IN (SELECT DISTINCT "user_workout_id" FROM "changed")
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_one_rep_maxes_inserted" AFTER INSERT ON "session_one_rep_maxes" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "count_session_bests_write"();
--> statement-breakpoint
CREATE TRIGGER "session_one_rep_maxes_updated" AFTER UPDATE ON "session_one_rep_maxes" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "count_session_bests_write"();
--> statement-breakpoint
CREATE TRIGGER "session_one_rep_maxes_deleted" AFTER DELETE ON "session_one_rep_maxes" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "count_session_bests_write"();
