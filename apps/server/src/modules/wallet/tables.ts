import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYOUT_KINDS, PAYOUT_STATUSES } from '@souqna/contracts';
import { createdAt, minor } from '../../db/columns.ts';
import { storeId } from '../stores/tables.ts';

/**
 * Where the store's payouts go (docs/product-rules.md "Wallet"): its own bank account (one; the
 * withdrawals) and the beneficiaries it transfers to (suppliers, partners).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    own: boolean('own').notNull(),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    iban: text('iban').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_accounts_store_idx').on(t.storeId, t.createdAt),
    uniqueIndex('payout_accounts_own_key')
      .on(t.storeId)
      .where(sql`${t.own}`),
  ],
);

/**
 * A withdrawal or transfer the store asked for: its amount left the available balance when asked
 * (a ledger entry), the operator pays or refuses it (a refusal returns it, a new entry). The account
 * is copied onto the payout, so removing a beneficiary leaves its history whole.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    kind: text('kind', { enum: PAYOUT_KINDS }).notNull(),
    /** Minor units of `currency`, positive. */
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('requested'),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    iban: text('iban').notNull(),
    note: text('note'),
    reason: text('reason'),
    reference: text('reference'),
    idempotencyKey: uuid('idempotency_key').notNull(),
    requestedBy: uuid('requested_by'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_store_key').on(t.storeId, t.idempotencyKey),
    index('payouts_store_created_idx').on(t.storeId, t.createdAt, t.id),
    index('payouts_requested_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'requested'`),
  ],
);
