CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text,
	"receipt_image" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"order_id" uuid,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_provider_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_settings" ADD CONSTRAINT "payment_provider_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_store_created_idx" ON "ledger_entries" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_settings_store_provider_key" ON "payment_provider_settings" USING btree ("store_id","provider");--> statement-breakpoint
-- Orders paid before payments were kept: each gets the payment it took (when it became paid), a
-- refunded one the refund (when it was refunded), and both their ledger entries.
INSERT INTO "order_payments" ("id", "store_id", "order_id", "kind", "method", "amount", "created_at")
SELECT gen_random_uuid(), o.store_id, o.id, 'payment', coalesce(o.payment_method, 'manual'), o.total,
       coalesce((SELECT min(h.created_at) FROM order_status_history h
                  WHERE h.order_id = o.id AND h.to_status IN ('Paid', 'Completed')), o.created_at)
  FROM orders o WHERE o.payment_status IN ('paid', 'refunded') AND o.total > 0;--> statement-breakpoint
INSERT INTO "order_payments" ("id", "store_id", "order_id", "kind", "method", "amount", "created_at")
SELECT gen_random_uuid(), o.store_id, o.id, 'refund', coalesce(o.payment_method, 'manual'), -o.total,
       coalesce((SELECT max(h.created_at) FROM order_status_history h
                  WHERE h.order_id = o.id AND h.to_status = 'Refunded'), o.updated_at)
  FROM orders o WHERE o.payment_status = 'refunded' AND o.total > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "store_id", "kind", "amount", "currency", "order_id", "payment_id", "created_at")
SELECT gen_random_uuid(), p.store_id, CASE p.kind WHEN 'payment' THEN 'order_payment' ELSE 'order_refund' END,
       p.amount, o.currency, p.order_id, p.id, p.created_at
  FROM order_payments p JOIN orders o ON o.id = p.order_id;
