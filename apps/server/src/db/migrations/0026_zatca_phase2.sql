CREATE TABLE "zatca_documents" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"icv" bigint NOT NULL,
	"pih" text NOT NULL,
	"hash" text NOT NULL,
	"xml" text NOT NULL,
	"qr" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zatca_onboardings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"seller_name" text NOT NULL,
	"vat_number" text NOT NULL,
	"registration_scheme" text NOT NULL,
	"registration_number" text NOT NULL,
	"address" jsonb NOT NULL,
	"private_key" text NOT NULL,
	"compliance_token" text NOT NULL,
	"compliance_secret" text NOT NULL,
	"production_token" text NOT NULL,
	"production_secret" text NOT NULL,
	"certificate_expires_at" timestamp with time zone,
	"onboarded_at" timestamp with time zone NOT NULL,
	"turned_off_at" timestamp with time zone,
	"last_icv" bigint DEFAULT 0 NOT NULL,
	"last_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zatca_documents" ADD CONSTRAINT "zatca_documents_invoice_id_order_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."order_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zatca_documents" ADD CONSTRAINT "zatca_documents_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zatca_onboardings" ADD CONSTRAINT "zatca_onboardings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "zatca_documents_icv_key" ON "zatca_documents" USING btree ("store_id","icv");--> statement-breakpoint
CREATE INDEX "zatca_documents_store_status_idx" ON "zatca_documents" USING btree ("store_id","status");