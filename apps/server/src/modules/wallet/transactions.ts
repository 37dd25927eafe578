import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import {
  LEDGER_ENTRY_TYPE_NAMES,
  LIST_COUNT_CAP,
  TRANSACTION_FILE_COLUMNS,
  toMajor,
  minorDigits,
  type Language,
  type LedgerEntry,
  type LedgerEntryType,
  type TransactionFileColumn,
  type TransactionsFilter,
  type TransactionsQuery,
} from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { csvStream, xlsxStream, type Cell } from '../../platform/spreadsheet.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { readStore, type StoreRow } from '../store/store-row.ts';

/**
 * The transactions page (docs/product-rules.md "Wallet"): the ledger's entries newest first with
 * their filters, a page at a time, and the same entries as a file that streams.
 */
/** What the filters need of the store. */
type StoreMoney = Pick<StoreRow, 'id' | 'currency' | 'timeZone'>;

interface Row extends Record<string, unknown> {
  id: string;
  kind: LedgerEntryType;
  amount: string;
  currency: string;
  order_id: string | null;
  number: number | null;
  payout_id: string | null;
  note: string | null;
  created_at: Date;
  /** `created_at` to the microsecond, for the export's keyset. */
  created_key: string;
  available_at: Date;
}

/** A filter's bound in minor units (a bound finer than the currency rounds to it). */
const amountOf = (major: number, currency: string) => Math.round(major * 10 ** minorDigits(currency));

/** The filters as conditions on `e` (ledger_entries); days are the store's calendar days. */
function whereOf(store: StoreMoney, f: TransactionsFilter): SQL {
  const parts: SQL[] = [sql`e.store_id = ${store.id}`];
  if (f.type) parts.push(sql`e.kind = ${f.type}`);
  if (f.startDate) parts.push(sql`e.created_at >= (${f.startDate}::date)::timestamp at time zone ${store.timeZone}`);
  if (f.endDate) parts.push(sql`e.created_at < (${f.endDate}::date + 1)::timestamp at time zone ${store.timeZone}`);
  if (f.amountMin != null) parts.push(sql`abs(e.amount) >= ${amountOf(f.amountMin, store.currency)}`);
  if (f.amountMax != null) parts.push(sql`abs(e.amount) <= ${amountOf(f.amountMax, store.currency)}`);
  if (f.orderNumber != null)
    parts.push(sql`e.order_id = (select o.id from orders o where o.store_id = ${store.id} and o.number = ${f.orderNumber})`);
  return sql.join(parts, sql` and `);
}

/**
 * How many entries match: by type and days it is exact from the ledger's days; by amount or order
 * it stops counting one past `LIST_COUNT_CAP`, as the order list does.
 */
async function countOf(db: Db | Tx, store: StoreMoney, f: TransactionsFilter): Promise<number> {
  if (f.amountMin == null && f.amountMax == null && f.orderNumber == null) {
    const { rows } = await db.execute<{ n: string }>(sql`
      select coalesce(sum(entries), 0)::bigint as n from ledger_days
       where store_id = ${store.id}
         ${f.type ? sql`and kind = ${f.type}` : sql``}
         ${f.startDate ? sql`and day >= ${f.startDate}::date` : sql``}
         ${f.endDate ? sql`and day <= ${f.endDate}::date` : sql``}`);
    return Number(rows[0]!.n);
  }
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ledger_entries e where ${whereOf(store, f)} limit ${LIST_COUNT_CAP + 1}) capped`,
  );
  return rows[0]!.n;
}

const COLUMNS = sql`e.id, e.kind, e.amount, e.currency, e.order_id, o.number, e.payout_id, e.note, e.created_at, e.created_at::text as created_key, e.available_at`;

function toEntry(r: Row): LedgerEntry {
  return {
    entryId: r.id,
    type: r.kind,
    amount: toMajor(Number(r.amount), r.currency),
    currency: r.currency,
    orderId: r.order_id,
    orderNumber: r.number,
    payoutId: r.payout_id,
    note: r.note,
    createdAt: new Date(r.created_at).toISOString(),
    availableAt: new Date(r.available_at).toISOString(),
  };
}

const ORDER = sql`e.created_at desc, e.id desc`;

export function list(store: StoreContext, q: TransactionsQuery): Promise<{ items: LedgerEntry[]; total: number }> {
  return store.read(async (db) => {
    const money = await readStore(db, store.id);
    const where = whereOf(money, q);
    const offset = (q.page - 1) * q.pageSize;
    // The page's entries are found through the ledger's index alone (store, kind, time, id: an
    // index-only scan past the skipped entries); only they are read with their orders.
    const page = () =>
      db.execute<Row>(sql`
        with shown as (select e.id from ledger_entries e where ${where} order by ${ORDER} limit ${q.pageSize} offset ${offset})
        select ${COLUMNS} from shown join ledger_entries e on e.id = shown.id left join orders o on o.id = e.order_id
         order by ${ORDER}`);
    if (q.amountMin == null && q.amountMax == null) {
      const [{ rows }, total] = await Promise.all([page(), countOf(db, money, q)]);
      return { items: rows.map(toEntry), total };
    }
    // An amount reads its matches by the amount index once, up to the cap, for the page and its
    // total (in time order, a narrow amount would be looked for through the whole ledger).
    const { rows } = await db.execute<Row & { list_total: number }>(sql`
      with matched as materialized (select e.id, e.created_at from ledger_entries e where ${where} limit ${LIST_COUNT_CAP + 1}),
           shown as (select e.id from matched e order by ${ORDER} limit ${q.pageSize} offset ${offset})
      select ${COLUMNS}, (select count(*)::int from matched) as list_total
        from shown join ledger_entries e on e.id = shown.id left join orders o on o.id = e.order_id
       order by ${ORDER}`);
    const matched = rows[0]?.list_total ?? (offset === 0 ? 0 : await countOf(db, money, q));
    if (matched <= LIST_COUNT_CAP) return { items: rows.map(toEntry), total: matched };
    return { items: (await page()).rows.map(toEntry), total: LIST_COUNT_CAP + 1 };
  });
}

const BATCH = 1_000;

/** The matching entries, newest first, a thousand at a time (keyset on the ledger's index). */
async function* batches(
  db: Db,
  storeId: string,
  f: TransactionsFilter,
  lang: Language,
): AsyncGenerator<Record<TransactionFileColumn, Cell>[]> {
  const money = await readStore(db, storeId);
  const where = whereOf(money, f);
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const result: { rows: Row[] } = await db.execute<Row>(sql`
      select ${COLUMNS} from ledger_entries e left join orders o on o.id = e.order_id
       where ${where} ${after ? sql`and (e.created_at, e.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
       order by e.created_at desc, e.id desc limit ${BATCH}`);
    const rows: Row[] = result.rows;
    if (!rows.length) return;
    yield rows.map((r) => {
      const e = toEntry(r);
      return {
        createdAt: e.createdAt,
        type: LEDGER_ENTRY_TYPE_NAMES[e.type][lang],
        amount: e.amount,
        currency: e.currency,
        orderNumber: e.orderNumber,
        note: e.note,
        availableAt: e.availableAt,
        entryId: e.entryId,
      };
    });
    const last: Row = rows.at(-1)!;
    after = { createdAt: last.created_key, id: last.id };
    if (rows.length < BATCH) return;
  }
}

export function exportFile(db: Db, storeId: string, format: 'csv' | 'xlsx', f: TransactionsFilter, lang: Language): Readable {
  const rows = batches(db, storeId, f, lang);
  return format === 'csv'
    ? csvStream(TRANSACTION_FILE_COLUMNS, lang, rows)
    : xlsxStream(lang === 'ar' ? 'العمليات' : 'Transactions', TRANSACTION_FILE_COLUMNS, lang, rows);
}
