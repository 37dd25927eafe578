CREATE TABLE "messaging_test_sends" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messaging_test_sends" ADD CONSTRAINT "messaging_test_sends_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaging_test_sends_store_sent_idx" ON "messaging_test_sends" USING btree ("store_id","sent_at");