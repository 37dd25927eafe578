CREATE TABLE "invoice_counters" (
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_store_id_kind_pk" PRIMARY KEY("store_id","kind")
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"refers_to" uuid,
	"total" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_number_key" ON "order_invoices" USING btree ("store_id","kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_order_kind_key" ON "order_invoices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_invoices_store_idx" ON "order_invoices" USING btree ("store_id","issued_at");--> statement-breakpoint
-- The orders that count as sales before invoices existed get theirs, and the refunded ones their
-- credit notes: numbered per store and kind in the order they were issued (the first move into a
-- counted status, or the order's making; the refund's move), with no gaps.
INSERT INTO "order_invoices" ("id", "store_id", "order_id", "kind", "number", "refers_to", "total", "tax", "currency", "issued_at")
SELECT gen_random_uuid(), d.store_id, d.order_id, d.kind,
       row_number() OVER (PARTITION BY d.store_id, d.kind ORDER BY d.issued_at, d.order_id), NULL, d.total, d.tax, d.currency, d.issued_at
  FROM (
    SELECT o."store_id", o."id" AS order_id, 'invoice' AS kind, o."total", o."tax", o."currency",
           coalesce((SELECT min(h."created_at") FROM "order_status_history" h
                      WHERE h."order_id" = o."id" AND h."to_status" IN ('Paid', 'ReadyForPickup', 'Completed')), o."created_at") AS issued_at
      FROM "orders" o
     WHERE o."status" IN ('Paid', 'ReadyForPickup', 'Completed', 'Refunded')
    UNION ALL
    SELECT o."store_id", o."id", 'credit_note', o."total", o."tax", o."currency",
           coalesce((SELECT max(h."created_at") FROM "order_status_history" h
                      WHERE h."order_id" = o."id" AND h."to_status" = 'Refunded'), o."updated_at")
      FROM "orders" o
     WHERE o."status" = 'Refunded'
  ) d;
--> statement-breakpoint
UPDATE "order_invoices" c SET "refers_to" = i."id"
  FROM "order_invoices" i
 WHERE c."kind" = 'credit_note' AND i."order_id" = c."order_id" AND i."kind" = 'invoice';
--> statement-breakpoint
INSERT INTO "invoice_counters" ("store_id", "kind", "last_number")
SELECT "store_id", "kind", max("number") FROM "order_invoices" GROUP BY "store_id", "kind";
