CREATE TABLE "messaging_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"type" text NOT NULL,
	"config_name" text NOT NULL,
	"host" text,
	"port" integer,
	"encryption" text,
	"username" text,
	"password" text,
	"password_hint" text,
	"account_sid" text,
	"sender_name" text,
	"sender_email" text,
	"sender_number" text,
	"phone_number_id" text,
	"template_name" text,
	"template_language" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD CONSTRAINT "messaging_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_settings_store_type_key" ON "messaging_settings" USING btree ("store_id","type");