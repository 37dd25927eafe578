import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { STORE_FACTS } from '../stores/store-row.ts';
import type { LedgerKind } from './tables.ts';

export interface LedgerEntry {
  storeId: string;
  kind: LedgerKind;
  /** Minor units of `currency`; money out of the store is negative. */
  amount: number;
  currency: string;
  orderId?: string | null;
  paymentId?: string | null;
  payoutId?: string | null;
  note?: string | null;
  at: Date;
  /** When it may be paid out (default: at once). */
  availableAt?: Date;
}

/**
 * Adds one entry to the store's ledger and to its day's sum, in the caller's transaction (the change
 * that caused it). One statement: the day is the entry's date in the store's time zone.
 */
export async function addLedgerEntry(tx: Tx, entry: LedgerEntry): Promise<string> {
  const id = uuidv7();
  const availableAt = entry.availableAt ?? entry.at;
  await tx.execute(sql`
    with entry as (
      insert into ledger_entries (id, store_id, kind, amount, currency, order_id, payment_id, payout_id, note, created_at, available_at)
      values (${id}, ${entry.storeId}, ${entry.kind}, ${entry.amount}, ${entry.currency}, ${entry.orderId ?? null},
              ${entry.paymentId ?? null}, ${entry.payoutId ?? null}, ${entry.note ?? null}, ${entry.at}, ${availableAt})
      returning store_id, kind, amount, created_at)
    insert into ledger_days (store_id, day, kind, amount, entries)
    select e.store_id, (e.created_at at time zone s.time_zone)::date, e.kind, e.amount, 1
      from entry e join ${STORE_FACTS} s on s.id = e.store_id
    on conflict (store_id, day, kind) do update
      set amount = ledger_days.amount + excluded.amount, entries = ledger_days.entries + 1`);
  return id;
}
