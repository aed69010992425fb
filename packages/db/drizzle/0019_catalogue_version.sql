CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- Hand-written: every transaction that writes a catalogue counts once, at its commit, by
-- migration 0017's count_write_at_commit, as the pack's writes count (schema.ts, catalogue_version). One row, not slots:
-- catalogues are written by the seed and by hand, seldom and never by members.
INSERT INTO "catalogue_version" ("id") VALUES (1);
--> statement-breakpoint
--> statement-breakpoint
DO $$
DECLARE
  catalogue_table text;
BEGIN
  FOREACH catalogue_table IN ARRAY ARRAY['workouts', 'exercises', 'gear_products', 'ebooks', 'achievements'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_write_at_commit"(''catalogue'', %L)', catalogue_table || '_catalogue_write', catalogue_table, 'UPDATE "catalogue_version" SET "version" = "version" + 1');
  END LOOP;
END
$$;
-- End of hand-written.
