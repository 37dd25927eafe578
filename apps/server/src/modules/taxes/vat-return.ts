import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { SALE_STATUSES, VAT_RETURN_BOXES, toMajor, type Language, type VatPeriod } from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { csvStream, xlsxStream, type Cell } from '../../platform/spreadsheet.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { readStore } from '../store/store-row.ts';

/**
 * The VAT return (docs/product-rules.md "VAT"): for each month or quarter of a year in the store's
 * time zone, the orders placed in it that count as sales (and those since refunded: they were sales
 * of that period), the base of their taxed lines apart from the rest (untaxed lines, shipping, the
 * payment fee) and their VAT; and the refunds the ledger gave in it, with the VAT they give back
 * (in proportion to what was refunded of the order). Read by SQL from the orders and the ledger.
 */
type By = 'month' | 'quarter';
const COUNTED = [...SALE_STATUSES, 'Refunded'];

interface Row {
  period: string;
  orders: number;
  standard: string;
  other: string;
  vat: string;
  refunds: number;
  refunded_base: string;
  refund_vat: string;
}

function periodsOf(year: number, by: By) {
  const count = by === 'month' ? 12 : 4;
  const months = by === 'month' ? 1 : 3;
  return Array.from({ length: count }, (_, i) => {
    const first = i * months + 1;
    const last = first + months - 1;
    const end = new Date(Date.UTC(year, last, 0)).getUTCDate();
    return {
      period: by === 'month' ? `${year}-${String(first).padStart(2, '0')}` : `${year}-Q${i + 1}`,
      startDate: `${year}-${String(first).padStart(2, '0')}-01`,
      endDate: `${year}-${String(last).padStart(2, '0')}-${end}`,
    };
  });
}

async function periodRows(tx: Tx | Db, storeId: string, timeZone: string, year: number, by: By): Promise<Map<string, Row>> {
  const bucket = (at: ReturnType<typeof sql>) =>
    by === 'month'
      ? sql`to_char(${at} at time zone ${timeZone}, 'YYYY-MM')`
      : sql`to_char(${at} at time zone ${timeZone}, 'YYYY-"Q"Q')`;
  const from = sql`make_timestamp(${year}::int, 1, 1, 0, 0, 0) at time zone ${timeZone}`;
  const to = sql`make_timestamp(${year + 1}::int, 1, 1, 0, 0, 0) at time zone ${timeZone}`;
  const { rows } = await tx.execute<Row & Record<string, unknown>>(sql`
    with sales as (
      select ${bucket(sql`o.created_at`)} as period, count(*)::int as orders, sum(x.base) as standard,
             sum(o.total - o.tax - x.base) as other, sum(o.tax) as vat
        from orders o
       cross join lateral (select coalesce(sum(l.total - l.tax) filter (where l.tax > 0), 0) as base
                             from order_lines l where l.order_id = o.id) x
       where o.store_id = ${storeId} and o.status in ${COUNTED} and o.created_at >= ${from} and o.created_at < ${to}
       group by 1),
    refunds as (
      select ${bucket(sql`e.created_at`)} as period, count(*)::int as refunds,
             sum(round((o.total - o.tax) * (-e.amount)::numeric / o.total)) as refunded_base,
             sum(round(o.tax * (-e.amount)::numeric / o.total)) as refund_vat
        from ledger_entries e join orders o on o.id = e.order_id
       where e.store_id = ${storeId} and e.kind = 'order_refund' and o.total > 0
         and e.created_at >= ${from} and e.created_at < ${to}
       group by 1)
    select coalesce(s.period, r.period) as period, coalesce(s.orders, 0) as orders, coalesce(s.standard, 0) as standard,
           coalesce(s.other, 0) as other, coalesce(s.vat, 0) as vat, coalesce(r.refunds, 0) as refunds,
           coalesce(r.refunded_base, 0) as refunded_base, coalesce(r.refund_vat, 0) as refund_vat
      from sales s full join refunds r on r.period = s.period`);
  return new Map(rows.map((r) => [r.period, r]));
}

/** A period's figures in minor units (none: zero). */
function figuresOf(r: Row | undefined) {
  const n = (v: string | number | undefined) => Number(v ?? 0);
  const [vat, refundVat] = [n(r?.vat), n(r?.refund_vat)];
  return {
    orders: n(r?.orders),
    standard: n(r?.standard),
    other: n(r?.other),
    vat,
    refunds: n(r?.refunds),
    refundedBase: n(r?.refunded_base),
    refundVat,
    netVat: vat - refundVat,
  };
}

async function periodFigures(store: StoreContext, year: number, by: By) {
  return store.transaction(async (tx) => {
    const { currency, timeZone } = await readStore(tx, store.id);
    const rows = await periodRows(tx, store.id, timeZone, year, by);
    return { currency, periods: periodsOf(year, by).map((p) => ({ ...p, figures: figuresOf(rows.get(p.period)) })) };
  });
}

export async function vatReturn(store: StoreContext, year: number, by: By): Promise<VatPeriod[]> {
  const { currency, periods } = await periodFigures(store, year, by);
  const money = (minor: number) => toMajor(minor, currency);
  return periods.map(({ figures: f, ...p }) => ({
    ...p,
    orders: f.orders,
    standardRatedSales: money(f.standard),
    otherSales: money(f.other),
    outputVat: money(f.vat),
    refunds: f.refunds,
    refundedSales: money(f.refundedBase),
    refundVat: money(f.refundVat),
    netVat: money(f.netVat),
  }));
}

const FILE_COLUMNS = [
  { key: 'box', ar: 'البند', en: 'Box', kind: 'text', width: 8 },
  { key: 'description', ar: 'الوصف', en: 'Description', kind: 'text', width: 60 },
  { key: 'amount', ar: 'المبلغ', en: 'Amount', kind: 'number', width: 18 },
  { key: 'adjustment', ar: 'التعديلات', en: 'Adjustment', kind: 'number', width: 18 },
  { key: 'vat', ar: 'مبلغ الضريبة', en: 'VAT amount', kind: 'number', width: 18 },
] as const;
type FileColumn = (typeof FILE_COLUMNS)[number]['key'];

/**
 * One period's return as the Saudi VAT return lays out its sales boxes: amount, adjustment (the
 * refunds, negative) and VAT, in the store's currency; purchases are not the store's to know here.
 */
export async function vatReturnFile(
  store: StoreContext,
  q: { year: number; by: By; period: number; format: 'csv' | 'xlsx' },
  lang: Language,
): Promise<{ name: string; file: Readable }> {
  const { currency, periods } = await periodFigures(store, q.year, q.by);
  const period = periods[q.period - 1]!;
  const f = period.figures;
  const money = (minor: number) => toMajor(minor, currency);
  const [standard, other, total, due] = VAT_RETURN_BOXES.map((b) => ({ box: b.box, description: b[lang] }));
  const rows: Record<FileColumn, Cell>[] = [
    { ...standard!, amount: money(f.standard), adjustment: money(-f.refundedBase), vat: money(f.netVat) },
    { ...other!, amount: money(f.other), adjustment: 0, vat: 0 },
    { ...total!, amount: money(f.standard + f.other), adjustment: money(-f.refundedBase), vat: money(f.netVat) },
    { ...due!, amount: null, adjustment: null, vat: money(f.netVat) },
  ];
  async function* once() {
    yield rows;
  }
  const sheet = lang === 'ar' ? `إقرار ${period.period}` : `VAT return ${period.period}`;
  return {
    name: `vat-return-${period.period}`,
    file: q.format === 'csv' ? csvStream(FILE_COLUMNS, lang, once()) : xlsxStream(sheet, FILE_COLUMNS, lang, once()),
  };
}
