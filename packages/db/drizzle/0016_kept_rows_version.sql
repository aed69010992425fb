ALTER TABLE "users" ADD COLUMN "rows_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: every write to a member's own rows counts on their users row, in the writing
-- transaction (schema.ts, users.rows_version; docs/performance.md, "A member's own rows kept"). Per statement,
-- not per row, so a bulk write (a seed, a coach's fix in SQL) adds one per member it
-- touched rather than one per row. An update names its rows' member in the new rows: no
-- write moves a row from one member to another.
CREATE FUNCTION "count_own_rows_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "rows_version" = "rows_version" + 1
  WHERE "id" IN (SELECT DISTINCT "user_id" FROM "changed");
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  own_table text;
BEGIN
  FOREACH own_table IN ARRAY ARRAY['user_workouts', 'user_achievements', 'program_day_marks', 'program_pauses', 'user_ebooks', 'habit_logs', 'habit_reminders'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "count_own_rows_write"()', own_table || '_inserted', own_table);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "count_own_rows_write"()', own_table || '_updated', own_table);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "count_own_rows_write"()', own_table || '_deleted', own_table);
  END LOOP;
END
$$;
-- End of hand-written.
