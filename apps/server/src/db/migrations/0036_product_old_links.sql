CREATE TABLE "product_old_links" (
	"store_id" uuid NOT NULL,
	"link" text NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_old_links_store_id_link_pk" PRIMARY KEY("store_id","link")
);
--> statement-breakpoint
ALTER TABLE "product_old_links" ADD CONSTRAINT "product_old_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_old_links" ADD CONSTRAINT "product_old_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A product's custom link that changes leaves its old address behind, to answer 301 to the new one.
CREATE FUNCTION "keep_product_old_link"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.custom_url IS NOT NULL AND lower(OLD.custom_url) IS DISTINCT FROM lower(NEW.custom_url) THEN
    INSERT INTO "product_old_links" ("store_id", "link", "product_id")
      VALUES (OLD.store_id, lower(OLD.custom_url), OLD.id)
      ON CONFLICT ("store_id", "link") DO UPDATE SET "product_id" = EXCLUDED.product_id, "created_at" = now();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_keep_old_link" AFTER UPDATE OF "custom_url" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "keep_product_old_link"();
