CREATE TABLE "shipping_method_settings" (
	"store_id" uuid NOT NULL,
	"method" text NOT NULL,
	"enabled" boolean NOT NULL,
	"fee" bigint NOT NULL,
	"free_from" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_method_settings_store_id_method_pk" PRIMARY KEY("store_id","method")
);
--> statement-breakpoint
ALTER TABLE "shipping_method_settings" ADD CONSTRAINT "shipping_method_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;