CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- Hand-written: every transaction that writes a catalogue counts once, at its commit, as
-- migration 0017 counts the pack's writes (schema.ts, catalogue_version). One row, not slots:
-- catalogues are written by the seed and by hand, seldom and never by members.
INSERT INTO "catalogue_version" ("id") VALUES (1);
--> statement-breakpoint
CREATE FUNCTION "count_catalogue_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wolfpack.catalogue_write_counted', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM set_config('wolfpack.catalogue_write_counted', pg_current_xact_id()::text, true);
    UPDATE "catalogue_version" SET "version" = "version" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  catalogue_table text;
BEGIN
  FOREACH catalogue_table IN ARRAY ARRAY['workouts', 'exercises', 'gear_products', 'ebooks', 'achievements'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_catalogue_write"()', catalogue_table || '_catalogue_write', catalogue_table);
  END LOOP;
END
$$;
-- End of hand-written.
