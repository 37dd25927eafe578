CREATE TABLE "customer_message_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"status_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"ar" jsonb,
	"en" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status_id" uuid NOT NULL,
	"status" text NOT NULL,
	"custom_status" jsonb,
	"channel" text NOT NULL,
	"lang" text NOT NULL,
	"to" text,
	"state" text NOT NULL,
	"reason" text,
	"details" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_message_id" text,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_message_templates" ADD CONSTRAINT "customer_message_templates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_message_templates_status_channel_key" ON "customer_message_templates" USING btree ("store_id","status_id","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_messages_order_status_channel_key" ON "customer_messages" USING btree ("order_id","status_id","channel");--> statement-breakpoint
CREATE INDEX "customer_messages_store_order_idx" ON "customer_messages" USING btree ("store_id","order_id");