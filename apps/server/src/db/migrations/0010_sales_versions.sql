CREATE TABLE "sales_rebuilds" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"xid" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_daily" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_rebuilds" ADD CONSTRAINT "sales_rebuilds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_daily_key_idx" ON "sales_daily" USING btree ("store_id","dimension","key","day");--> statement-breakpoint
CREATE INDEX "sales_daily_version_idx" ON "sales_daily" USING btree ("store_id","dimension","version");