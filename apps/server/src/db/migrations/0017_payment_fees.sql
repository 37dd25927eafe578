ALTER TABLE "orders" ADD COLUMN "payment_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_method" text;