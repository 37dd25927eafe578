import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { VAT_RETURN_BOXES, toMajor, type Language, type VatPeriod } from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { csvStream, xlsxStream, type Cell } from '../../platform/spreadsheet.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { readStore } from '../store/store-row.ts';

/**
 * The VAT return (docs/product-rules.md "VAT"): for each month or quarter of a year in the store's
 * time zone, the orders that started to count as sales in it (on the day they were placed), the base
 * of their taxed lines, shipping and payment fee apart from the rest (what was charged no VAT) and their VAT;
 * and the orders refunded in it, with what they give back. Read from the store's daily sales
 * (orders/sales-rollups.ts keeps the VAT figures with the others): a year is 365 rows.
 */
type By = 'month' | 'quarter';

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

async function periodRows(tx: Tx | Db, storeId: string, year: number, by: By): Promise<Map<string, Row>> {
  const bucket = by === 'month' ? sql`to_char(day, 'YYYY-MM')` : sql`to_char(day, 'YYYY-"Q"Q')`;
  const { rows } = await tx.execute<Row & Record<string, unknown>>(sql`
    select ${bucket} as period,
           (sum(orders) + sum(refunded_orders))::int as orders,
           sum(taxable) as standard,
           sum(sales + refunds - tax - refunded_tax - taxable) as other,
           sum(tax + refunded_tax) as vat,
           sum(refunded_orders)::int as refunds,
           sum(refunds - refunded_tax) as refunded_base,
           sum(refunded_tax) as refund_vat
      from sales_daily
     where store_id = ${storeId} and dimension = 'store' and key = ''
       and day between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date
     group by 1`);
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
    const { currency } = await readStore(tx, store.id);
    const rows = await periodRows(tx, store.id, year, by);
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
