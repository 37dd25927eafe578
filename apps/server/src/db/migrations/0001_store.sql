CREATE TABLE "plan_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid,
	"from_plan" text NOT NULL,
	"to_plan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_configs" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_categories" (
	"store_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_categories_store_id_category_id_pk" PRIMARY KEY("store_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "store_channels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"is_service_channel" boolean NOT NULL,
	"is_active" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"submitted_by" uuid NOT NULL,
	"identity_number" text NOT NULL,
	"birth_date" date NOT NULL,
	"front_image" text NOT NULL,
	"back_image" text NOT NULL,
	"selfie_image" text NOT NULL,
	"bank_statement" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"lang" text NOT NULL,
	"status" text NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"address_description" text NOT NULL,
	"preparation_time_hours" integer NOT NULL,
	"closest_readiness_time" text NOT NULL,
	"street" text NOT NULL,
	"building_number" text,
	"secondary_number" text,
	"postal_code" text,
	"country_id" text NOT NULL,
	"city_id" text NOT NULL,
	"region_id" text,
	"is_open" boolean NOT NULL,
	"cod_available" boolean NOT NULL,
	"cod_fee" bigint NOT NULL,
	"supports_pickup" boolean NOT NULL,
	"is_main" boolean NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "favicon" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "colour" text DEFAULT '#F59E0B' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "digit_style" text DEFAULT 'latin' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sender_email" text;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_configs" ADD CONSTRAINT "store_configs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_categories" ADD CONSTRAINT "platform_categories_parent_id_platform_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."platform_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_categories" ADD CONSTRAINT "store_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_categories" ADD CONSTRAINT "store_categories_category_id_platform_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."platform_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_channels" ADD CONSTRAINT "store_channels_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_verifications" ADD CONSTRAINT "store_verifications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_verifications" ADD CONSTRAINT "store_verifications_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_contacts" ADD CONSTRAINT "warehouse_contacts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_changes_store_idx" ON "plan_changes" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_categories_slug_key" ON "platform_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "platform_categories_parent_idx" ON "platform_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "store_channels_store_idx" ON "store_channels" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "store_verifications_store_idx" ON "store_verifications" USING btree ("store_id","submitted_at");--> statement-breakpoint
CREATE INDEX "warehouse_contacts_warehouse_idx" ON "warehouse_contacts" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouses_store_idx" ON "warehouses" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_one_main_key" ON "warehouses" USING btree ("store_id") WHERE "warehouses"."is_main";