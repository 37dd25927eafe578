import { REPORT_NAMES, REPORTS, type DataOf, type Pagination, type ReportName } from '@souqna/contracts';
import { reportEndpoints, reportListEndpoints } from '@/lib/endpoints.ts';
import { requestList } from '@/lib/request.ts';

/**
 * Every report of the /reports page, each as columns and rows of cells, so one table, one pager
 * and one export serve them all: the grouped sales reports, and the lists (tax invoices,
 * abandoned carts, availability requests).
 */
export const LIST_REPORTS = ['tax-invoice', 'abandoned-carts', 'availability-notifications', 'products-performance'] as const;
export type ListReport = (typeof LIST_REPORTS)[number];
export type AnyReport = ReportName | ListReport;
export const ALL_REPORTS: readonly AnyReport[] = [...REPORT_NAMES, ...LIST_REPORTS];

export type CellFormat = 'name' | 'count' | 'money' | 'date' | 'status' | 'number' | 'days';
export type Cell = string | number | null;

export interface ReportColumn {
  /** The cell's name and its heading (`reports:columns.{id}`, or the group for a grouped report's name). */
  id: string;
  format: CellFormat;
  /** The `sortBy` the server takes for it; a column without one does not sort. */
  sort?: string;
  /** Only in the exported file, not on the screen (the table stays readable). */
  fileOnly?: true;
}

export interface ReportLine {
  key: string;
  cells: Record<string, Cell>;
  /** The currency of the row's amounts (the store's unless the row says). */
  currency?: string;
}

export interface ReportQuery {
  report: AnyReport;
  startDate: string;
  endDate: string;
  searchText: string;
  page: number;
  pageSize: number;
  sortBy: string | null;
  sortDir: 'asc' | 'desc';
}

export interface ReportKind {
  columns: ReportColumn[];
  /** The column the server sorts by unless told. */
  sortBy: string;
  /** The store's totals of the range (net profit) mean something beside it. */
  salesTotals: boolean;
  /** What its rows are, for its search box and its empty state (`reports:search.{rows}`, `reports:empty.{rows}`). */
  rows: 'sales' | 'invoices' | 'carts' | 'requests' | 'products';
  page(q: ReportQuery, page: number, pageSize: number): Promise<{ items: ReportLine[]; pagination: Pagination }>;
}

const queryOf = <S extends string>(q: ReportQuery, page: number, pageSize: number) => ({
  startDate: q.startDate,
  endDate: q.endDate,
  searchText: q.searchText || undefined,
  page,
  pageSize,
  sortBy: (q.sortBy ?? undefined) as S | undefined,
  sortDir: q.sortDir,
});

const FIGURES: ReportColumn[] = [
  { id: 'orders', format: 'count', sort: 'orders' },
  { id: 'units', format: 'count', sort: 'units' },
  { id: 'sales', format: 'money', sort: 'sales' },
  { id: 'discount', format: 'money', sort: 'discount', fileOnly: true },
  { id: 'tax', format: 'money', sort: 'tax' },
  { id: 'shipping', format: 'money', fileOnly: true },
  { id: 'cost', format: 'money', sort: 'cost' },
  { id: 'profit', format: 'money', sort: 'profit' },
  { id: 'refunds', format: 'money', sort: 'refunds' },
];

const grouped = (report: ReportName): ReportKind => ({
  columns: [{ id: 'name', format: 'name', sort: 'name' }, ...FIGURES],
  sortBy: REPORTS[report].sortBy,
  salesTotals: true,
  rows: 'sales',
  async page(q, page, pageSize) {
    const { items, pagination } = await requestList(reportEndpoints.grouped, {
      params: { report },
      query: queryOf(q, page, pageSize),
    });
    return {
      pagination,
      items: items.map(({ key, ...cells }) => ({ key: key ?? '', cells })),
    };
  },
});

type ListEndpoint =
  (typeof reportListEndpoints)['taxInvoice' | 'abandonedCarts' | 'availability'] | typeof reportEndpoints.productsPerformance;

/** A list report's pages: its GET with the report's query, each row made a line of cells by `line`. */
const listPage =
  <E extends ListEndpoint>(endpoint: E, line: (row: DataOf<E>) => ReportLine): ReportKind['page'] =>
  async (q, page, pageSize) => {
    const { items, pagination } = await requestList<ListEndpoint>(endpoint, { query: queryOf(q, page, pageSize) });
    return { pagination, items: (items as DataOf<E>[]).map(line) };
  };

const LISTS: Record<ListReport, ReportKind> = {
  'tax-invoice': {
    columns: [
      { id: 'number', format: 'number', sort: 'number' },
      { id: 'date', format: 'date', sort: 'date' },
      { id: 'customer', format: 'name', sort: 'customer' },
      { id: 'status', format: 'status', sort: 'status' },
      { id: 'taxable', format: 'money', sort: 'taxable' },
      { id: 'tax', format: 'money', sort: 'tax' },
      { id: 'total', format: 'money', sort: 'total' },
    ],
    sortBy: 'date',
    salesTotals: true,
    rows: 'invoices',
    page: listPage(reportListEndpoints.taxInvoice, (r) => ({
      key: r.orderId,
      currency: r.currency,
      cells: {
        number: r.number,
        date: r.date,
        customer: r.customerName,
        status: r.status,
        taxable: r.taxable,
        tax: r.tax,
        total: r.total,
      },
    })),
  },
  'abandoned-carts': {
    columns: [
      { id: 'customer', format: 'name', sort: 'customer' },
      { id: 'lines', format: 'count', sort: 'lines' },
      { id: 'value', format: 'money', sort: 'value' },
      { id: 'created', format: 'date', sort: 'created' },
      { id: 'lastActivity', format: 'date', sort: 'lastActivity' },
    ],
    sortBy: 'lastActivity',
    salesTotals: false,
    rows: 'carts',
    page: listPage(reportListEndpoints.abandonedCarts, (r) => ({
      key: r.cartHeaderId,
      currency: r.currency,
      cells: { customer: r.fullName, lines: r.linesCount, value: r.cartTotal, created: r.createdAt, lastActivity: r.updatedAt },
    })),
  },
  'products-performance': {
    columns: [
      { id: 'product', format: 'name', sort: 'name' },
      { id: 'units', format: 'count', sort: 'units' },
      { id: 'sales', format: 'money', sort: 'sales' },
      { id: 'refunds', format: 'money', sort: 'refunds' },
      { id: 'profit', format: 'money', sort: 'profit' },
      { id: 'stock', format: 'count', sort: 'stock' },
      { id: 'coverDays', format: 'days', sort: 'coverDays' },
    ],
    sortBy: 'sales',
    salesTotals: false,
    rows: 'products',
    page: listPage(reportEndpoints.productsPerformance, ({ key, name, units, sales, refunds, profit, stock, coverDays }) => ({
      key: key ?? '',
      cells: { product: name, units, sales, refunds, profit, stock, coverDays },
    })),
  },
  'availability-notifications': {
    columns: [
      { id: 'product', format: 'name', sort: 'name' },
      { id: 'requests', format: 'count', sort: 'requests' },
      { id: 'waiting', format: 'count', sort: 'waiting' },
      { id: 'notified', format: 'count', sort: 'notified' },
      { id: 'stock', format: 'count', sort: 'stock' },
    ],
    sortBy: 'requests',
    salesTotals: false,
    rows: 'requests',
    page: listPage(reportListEndpoints.availability, ({ productId, name, ...counts }) => ({
      key: productId,
      cells: { product: name, ...counts },
    })),
  },
};

const isList = (report: AnyReport): report is ListReport => (LIST_REPORTS as readonly string[]).includes(report);

/** What a report shows and how its pages are read. */
export const reportKind = (report: AnyReport): ReportKind => (isList(report) ? LISTS[report] : grouped(report));

/** The heading of a column: a grouped report's first column is what its rows are (product, city...). */
export const headingKey = (report: AnyReport, column: ReportColumn) =>
  column.id === 'name' && !isList(report) ? `groups.${REPORTS[report].group}` : `columns.${column.id}`;
