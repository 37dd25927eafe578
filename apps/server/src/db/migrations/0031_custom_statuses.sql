CREATE TABLE "order_custom_statuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"base_status" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar_key" text NOT NULL,
	"name_en_key" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "from_custom_status" jsonb;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "to_custom_status" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "custom_status_id" uuid;--> statement-breakpoint
ALTER TABLE "order_custom_statuses" ADD CONSTRAINT "order_custom_statuses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_custom_statuses_name_ar_key" ON "order_custom_statuses" USING btree ("store_id","name_ar_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_custom_statuses_name_en_key" ON "order_custom_statuses" USING btree ("store_id","name_en_key");--> statement-breakpoint
CREATE INDEX "order_custom_statuses_store_idx" ON "order_custom_statuses" USING btree ("store_id","position");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_custom_status_id_order_custom_statuses_id_fk" FOREIGN KEY ("custom_status_id") REFERENCES "public"."order_custom_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_custom_status_idx" ON "orders" USING btree ("custom_status_id","created_at","id") WHERE "orders"."custom_status_id" is not null;