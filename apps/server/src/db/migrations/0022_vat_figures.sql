ALTER TABLE "sales_daily" ADD COLUMN "taxable" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD COLUMN "refunded_taxable" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD COLUMN "refunded_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD COLUMN "refunded_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The VAT figures of every store's days so far, on its whole-store rows (orders/sales-rollups.ts
-- keeps them from now on): each order that ever counted on the day it was placed, each refund on its day.
WITH ev(order_id, sign, day) AS (
  SELECT o."id", 1, (o."created_at" AT TIME ZONE s."time_zone")::date
    FROM "orders" o JOIN "stores" s ON s."id" = o."store_id"
   WHERE o."status" IN ('Paid', 'ReadyForPickup', 'Completed', 'Refunded')
  UNION ALL
  SELECT h."order_id", -1, (h."created_at" AT TIME ZONE s."time_zone")::date
    FROM "order_status_history" h JOIN "stores" s ON s."id" = h."store_id"
   WHERE h."to_status" = 'Refunded'),
per_day AS (
  SELECT o."store_id", ev.day,
         sum(CASE WHEN ev.sign > 0 THEN b.base ELSE 0 END) AS taxable,
         sum(CASE WHEN ev.sign < 0 THEN b.base ELSE 0 END) AS refunded_taxable,
         sum(CASE WHEN ev.sign < 0 THEN o."tax" ELSE 0 END) AS refunded_tax,
         sum(CASE WHEN ev.sign < 0 THEN 1 ELSE 0 END) AS refunded_orders
    FROM ev JOIN "orders" o ON o."id" = ev.order_id
   CROSS JOIN LATERAL (SELECT coalesce(sum(l."total" - l."tax") FILTER (WHERE l."tax" > 0), 0) AS base
                         FROM "order_lines" l WHERE l."order_id" = o."id") b
   GROUP BY o."store_id", ev.day)
UPDATE "sales_daily" d
   SET "taxable" = p.taxable, "refunded_taxable" = p.refunded_taxable, "refunded_tax" = p.refunded_tax,
       "refunded_orders" = p.refunded_orders
  FROM per_day p
 WHERE d."store_id" = p."store_id" AND d."dimension" = 'store' AND d."key" = '' AND d."day" = p.day;
