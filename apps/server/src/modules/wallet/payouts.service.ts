import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  PAYOUT_ACCOUNTS_MAX,
  formatMoney,
  toMajor,
  toMinor,
  type Payout,
  type PayoutAccount,
  type PayoutAccountInput,
  type PayoutKind,
  type TransferInput,
  type WithdrawInput,
} from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, conflict, invalidFields, notFound } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { addLedgerEntry } from '../ledger/ledger.ts';
import { readStore } from '../stores/store-row.ts';
import { balanceOf } from './wallet.service.ts';
import { payoutAccounts, payouts } from './tables.ts';

/**
 * Money leaving the store (docs/product-rules.md "Wallet"): withdrawals to its own bank account and
 * transfers to its beneficiaries. Asking takes the amount from the available balance at once (an
 * entry); the platform operator then pays it or refuses it (`npm run admin -- withdrawals:…`).
 */
type AccountRow = typeof payoutAccounts.$inferSelect;
type PayoutRow = typeof payouts.$inferSelect;

const last4 = (iban: string) => iban.slice(-4);

function toAccount(a: AccountRow): PayoutAccount {
  return {
    accountId: a.id,
    own: a.own,
    holderName: a.holderName,
    bankName: a.bankName,
    ibanLast4: last4(a.iban),
    createdAt: a.createdAt.toISOString(),
  };
}

export function toPayout(p: PayoutRow): Payout {
  return {
    payoutId: p.id,
    kind: p.kind,
    amount: toMajor(p.amount, p.currency),
    currency: p.currency,
    status: p.status,
    account: { holderName: p.holderName, bankName: p.bankName, ibanLast4: last4(p.iban) },
    note: p.note,
    reason: p.reason,
    reference: p.reference,
    createdAt: p.createdAt.toISOString(),
    decidedAt: p.decidedAt?.toISOString() ?? null,
  };
}

export function accounts(store: StoreContext): Promise<PayoutAccount[]> {
  return store.read(async (db) => {
    const rows = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.storeId, store.id))
      .orderBy(desc(payoutAccounts.own), asc(payoutAccounts.createdAt), asc(payoutAccounts.id));
    return rows.map(toAccount);
  });
}

/** The store's own account (withdrawals go there): made the first time, replaced after. */
export function saveOwnAccount(store: StoreContext, input: PayoutAccountInput & { iban: string }): Promise<PayoutAccount> {
  return store.transaction(async (tx) => {
    const [row] = await tx
      .insert(payoutAccounts)
      .values({ id: uuidv7(), storeId: store.id, own: true, ...input })
      .onConflictDoUpdate({
        target: payoutAccounts.storeId,
        targetWhere: sql`${payoutAccounts.own}`,
        set: { holderName: input.holderName, bankName: input.bankName, iban: input.iban },
      })
      .returning();
    return toAccount(row!);
  });
}

export function addBeneficiary(store: StoreContext, input: PayoutAccountInput & { iban: string }): Promise<PayoutAccount> {
  return store.transaction(async (tx) => {
    await lockWallet(tx, store.id);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.storeId, store.id), eq(payoutAccounts.own, false)))) as [{ n: number }];
    if (n >= PAYOUT_ACCOUNTS_MAX) throw conflict('wallet.tooManyAccounts');
    const [row] = await tx
      .insert(payoutAccounts)
      .values({ id: uuidv7(), storeId: store.id, own: false, ...input })
      .returning();
    return toAccount(row!);
  });
}

/** Removes a beneficiary (its payouts keep their copy of it); the own account is replaced, not removed. */
export async function removeBeneficiary(store: StoreContext, id: string): Promise<void> {
  const removed = await store.transaction((tx) =>
    tx
      .delete(payoutAccounts)
      .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.storeId, store.id), eq(payoutAccounts.own, false)))
      .returning({ id: payoutAccounts.id }),
  );
  if (!removed.length) throw notFound();
}

/** One payout asked at a time per store: two asked at once cannot both spend the same balance. */
const lockWallet = (tx: Tx, storeId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`wallet:${storeId}`}, 0))`);

/**
 * Asks for a payout: the same idempotency key answers the payout it made (`created: false`); the
 * amount must have the currency's digits and be at most the available balance.
 */
async function askPayout(
  store: StoreContext,
  kind: PayoutKind,
  input: WithdrawInput,
  accountOf: (tx: Tx) => Promise<AccountRow>,
  now: Date,
): Promise<{ payout: Payout; created: boolean }> {
  return store.transaction(async (tx) => {
    await lockWallet(tx, store.id);
    const [seen] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.storeId, store.id), eq(payouts.idempotencyKey, input.idempotencyKey)));
    if (seen) return { payout: toPayout(seen), created: false };
    const account = await accountOf(tx);
    const balance = await balanceOf(tx, store.id, now);
    const amount = toMinor(input.amount, balance.currency);
    if (amount === null) throw invalidFields({ path: 'amount', code: 'too_many_decimals' });
    if (amount > balance.minor.available)
      throw invalidFields({
        path: 'amount',
        code: 'above_available',
        params: { available: formatMoney(balance.available, balance.currency, store.lang) },
      });
    const [row] = await tx
      .insert(payouts)
      .values({
        id: uuidv7(),
        storeId: store.id,
        kind,
        amount,
        currency: balance.currency,
        holderName: account.holderName,
        bankName: account.bankName,
        iban: account.iban,
        note: input.note ?? null,
        idempotencyKey: input.idempotencyKey,
        requestedBy: store.userId,
        createdAt: now,
      })
      .returning();
    await addLedgerEntry(tx, {
      storeId: store.id,
      kind,
      amount: -amount,
      currency: balance.currency,
      payoutId: row!.id,
      note: input.note ?? null,
      at: now,
    });
    return { payout: toPayout(row!), created: true };
  });
}

export function withdraw(store: StoreContext, input: WithdrawInput, now: Date) {
  return askPayout(
    store,
    'withdrawal',
    input,
    async (tx) => {
      const [own] = await tx
        .select()
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.storeId, store.id), eq(payoutAccounts.own, true)));
      if (!own) throw new AppError('CONFLICT', 'wallet.noOwnAccount');
      return own;
    },
    now,
  );
}

export function transfer(store: StoreContext, input: TransferInput, now: Date) {
  return askPayout(
    store,
    'transfer',
    input,
    async (tx) => {
      const [to] = await tx
        .select()
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.id, input.accountId), eq(payoutAccounts.storeId, store.id), eq(payoutAccounts.own, false)));
      if (!to) throw notFound();
      return to;
    },
    now,
  );
}

export function list(store: StoreContext, page: { page: number; pageSize: number }) {
  return store.read(async (db) => {
    const [rows, [{ n }]] = (await Promise.all([
      db
        .select()
        .from(payouts)
        .where(eq(payouts.storeId, store.id))
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
      db.select({ n: count() }).from(payouts).where(eq(payouts.storeId, store.id)),
    ])) as [PayoutRow[], [{ n: number }]];
    return { items: rows.map(toPayout), total: n };
  });
}

// The platform operator's side (scripts/admin.ts).

export const pendingPayouts = (db: Db) =>
  db.select().from(payouts).where(eq(payouts.status, 'requested')).orderBy(asc(payouts.createdAt), asc(payouts.id));

/**
 * The operator's decision on a payout still asked: paid (with the bank's reference), or refused with
 * a reason the merchant sees, its amount returned to the balance by a new entry.
 */
export function decidePayout(
  db: Db,
  id: string,
  decision: { paid: true; reference: string | null } | { paid: false; reason: string },
  now = new Date(),
): Promise<PayoutRow> {
  return db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!payout) throw notFound();
    if (payout.status !== 'requested') throw new AppError('CONFLICT', 'wallet.payoutDecided', { status: payout.status });
    const [row] = await tx
      .update(payouts)
      .set(
        decision.paid
          ? { status: 'paid', reference: decision.reference, decidedAt: now }
          : { status: 'refused', reason: decision.reason, decidedAt: now },
      )
      .where(eq(payouts.id, id))
      .returning();
    if (!decision.paid)
      await addLedgerEntry(tx, {
        storeId: payout.storeId,
        kind: 'payout_returned',
        amount: payout.amount,
        currency: payout.currency,
        payoutId: payout.id,
        note: decision.reason,
        at: now,
      });
    return row!;
  });
}

/** A correction by the operator: a new entry with its reason (an entry is never changed). */
export async function adjust(db: Db, storeId: string, amount: number, reason: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const store = await readStore(tx, storeId);
    const minor = toMinor(amount, store.currency);
    if (minor === null || minor === 0) throw invalidFields({ path: 'amount', code: 'too_many_decimals' });
    await addLedgerEntry(tx, { storeId, kind: 'adjustment', amount: minor, currency: store.currency, note: reason, at: now });
    return { amount: minor, currency: store.currency };
  });
}
