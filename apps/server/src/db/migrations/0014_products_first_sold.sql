ALTER TABLE "products" ADD COLUMN "first_sold_on" date;--> statement-breakpoint
-- Every product that has a row of daily sales has sold: marked on its first day.
UPDATE "products" p SET "first_sold_on" = f.day
FROM (SELECT key::uuid AS id, min(day) AS day FROM sales_daily WHERE dimension = 'product' AND key <> '' GROUP BY key) f
WHERE p.id = f.id;--> statement-breakpoint
CREATE INDEX "products_store_sold_quantity_idx" ON "products" USING btree ("store_id","quantity","id") WHERE "products"."first_sold_on" is not null;