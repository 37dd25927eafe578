ALTER TABLE "stores" ADD COLUMN "tax_shipping" boolean;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_fee_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fees_tax_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders made before lines kept their rate: a line that was charged VAT was charged the store's
-- rate of the time, which is the store's rate now unless it changed since (the best the rows say).
UPDATE "order_lines" l SET "tax_bp" = r.bp
  FROM (SELECT "store_id", coalesce(sum("rate_bp"), 0)::int AS bp FROM "taxes" GROUP BY "store_id") r
 WHERE l."store_id" = r."store_id" AND l."tax" > 0;
