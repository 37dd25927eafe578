import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { ledgerEntries, type LedgerKind } from './tables.ts';

export interface LedgerEntry {
  storeId: string;
  kind: LedgerKind;
  /** Minor units of `currency`; money out of the store is negative. */
  amount: number;
  currency: string;
  orderId: string | null;
  paymentId: string | null;
  at: Date;
}

/** Adds one entry to the store's ledger, in the caller's transaction (the change that caused it). */
export async function addLedgerEntry(tx: Tx, entry: LedgerEntry): Promise<void> {
  await tx.insert(ledgerEntries).values({
    id: uuidv7(),
    storeId: entry.storeId,
    kind: entry.kind,
    amount: entry.amount,
    currency: entry.currency,
    orderId: entry.orderId,
    paymentId: entry.paymentId,
    createdAt: entry.at,
  });
}
