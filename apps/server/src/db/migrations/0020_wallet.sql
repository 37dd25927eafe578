CREATE TABLE "ledger_days" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "ledger_days_store_id_day_kind_pk" PRIMARY KEY("store_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"own" boolean NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text NOT NULL,
	"note" text,
	"reason" text,
	"reference" text,
	"idempotency_key" uuid NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "available_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_days" ADD CONSTRAINT "ledger_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_accounts_store_idx" ON "payout_accounts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_own_key" ON "payout_accounts" USING btree ("store_id") WHERE "payout_accounts"."own";--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_store_key" ON "payouts" USING btree ("store_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_store_created_idx" ON "payouts" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_requested_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "ledger_entries_store_kind_created_idx" ON "ledger_entries" USING btree ("store_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_store_available_idx" ON "ledger_entries" USING btree ("store_id","available_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_store_amount_idx" ON "ledger_entries" USING btree ("store_id",abs("amount"));--> statement-breakpoint
-- Entries written before settlement was kept were available when written.
UPDATE "ledger_entries" SET "available_at" = "created_at";--> statement-breakpoint
-- Each store's days of the ledger so far, in its time zone (addLedgerEntry keeps them from now on).
INSERT INTO "ledger_days" ("store_id", "day", "kind", "amount", "entries")
SELECT e."store_id", (e."created_at" AT TIME ZONE s."time_zone")::date, e."kind", sum(e."amount"), count(*)
  FROM "ledger_entries" e JOIN "stores" s ON s."id" = e."store_id"
 GROUP BY 1, 2, 3;
