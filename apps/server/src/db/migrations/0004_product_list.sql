CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_product_counts" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_counts" ADD CONSTRAINT "store_product_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit describes neither): the per-store product count, kept by statement-level
-- triggers so a batch insert (import, dataset) updates it once, and the stock-state index of the list.
CREATE FUNCTION "store_product_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "store_product_counts" AS c ("store_id", "products")
    SELECT "store_id", count(*) FROM "added" GROUP BY "store_id"
  ON CONFLICT ("store_id") DO UPDATE SET "products" = c."products" + excluded."products";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "store_product_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "store_product_counts" c SET "products" = greatest(c."products" - r.n, 0)
    FROM (SELECT "store_id", count(*)::int AS n FROM "removed" GROUP BY "store_id") r
   WHERE c."store_id" = r."store_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_count_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "store_product_counts_add"();--> statement-breakpoint
CREATE TRIGGER "products_count_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "store_product_counts_remove"();--> statement-breakpoint
INSERT INTO "store_product_counts" ("store_id", "products")
  SELECT "store_id", count(*) FROM "products" GROUP BY "store_id";--> statement-breakpoint
-- The list's stock filter (contracts stockStateOf, spelled the same in product-list.service.ts), in the newest-first order.
CREATE INDEX "products_store_stock_state_idx" ON "products" USING btree (
  "store_id",
  (CASE WHEN "is_infinite" THEN 'infinite' WHEN "quantity" <= 0 THEN 'out'
        WHEN "min_alert_quantity" > 0 AND "quantity" <= "min_alert_quantity" THEN 'low' ELSE 'in_stock' END),
  "created_at" DESC NULLS LAST,
  "id" DESC NULLS LAST
);
