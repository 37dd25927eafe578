CREATE TABLE "search_removals" (
	"store_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"key" uuid NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_removals_store_version_idx" ON "search_removals" USING btree ("store_id","dimension","version");--> statement-breakpoint
CREATE INDEX "products_store_search_version_idx" ON "products" USING btree ("store_id","search_version");--> statement-breakpoint
CREATE INDEX "customers_store_search_version_idx" ON "customers" USING btree ("store_id","search_version");--> statement-breakpoint
-- The writing transaction stamps a row whose search text it writes (reports/search-copy.ts).
CREATE FUNCTION "stamp_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.search_text IS DISTINCT FROM OLD.search_text THEN
    NEW.search_version := pg_current_xact_id()::text::bigint;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_version" BEFORE INSERT OR UPDATE OF "search_text" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "stamp_search_version"();--> statement-breakpoint
CREATE TRIGGER "customers_search_version" BEFORE INSERT OR UPDATE OF "search_text" ON "customers"
  FOR EACH ROW EXECUTE FUNCTION "stamp_search_version"();--> statement-breakpoint
-- Each statement that removes rows logs them once, with its transaction, as the dimension named.
CREATE FUNCTION "log_search_removals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_removals" ("store_id", "dimension", "key", "version")
    SELECT "store_id", TG_ARGV[0], "id", pg_current_xact_id()::text::bigint FROM "removed";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_removals" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_search_removals"('product');--> statement-breakpoint
CREATE TRIGGER "customers_search_removals" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_search_removals"('customer');
