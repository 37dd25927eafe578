import { FORMULA_START, type ExportFormat } from '@souqna/contracts';
import { xlsxBlob, type XlsxColumn } from '@/lib/xlsx.ts';
import { reportKind, type Cell, type ReportColumn, type ReportLine, type ReportQuery } from './report-kinds.ts';

const EXPORT_PAGE = 100;

/** How the file writes a report: its headings, and each cell as the merchant reads it (a status's name, a date). */
export interface ExportWords {
  heading: (columnId: string) => string;
  text: (columnId: string, value: Cell) => Cell;
  /** The sheet's name and direction (XLSX). */
  sheet: string;
  rtl: boolean;
}

/** Every row of the report over its range, page after page; `onProgress` hears how many of how many. */
async function everyRow(q: ReportQuery, onProgress: (done: number, total: number) => void): Promise<ReportLine[]> {
  const kind = reportKind(q.report);
  const rows: ReportLine[] = [];
  for (let page = 1; ; page += 1) {
    const { items, pagination } = await kind.page(q, page, EXPORT_PAGE);
    rows.push(...items);
    onProgress(rows.length, pagination.total);
    if (page >= pagination.totalPages || !items.length) break;
  }
  return rows;
}

/** A CSV cell: quoted when it must be, and never read as a formula by a spreadsheet. */
const csvCell = (value: Cell) => {
  const text = value == null ? '' : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const numeric = (c: ReportColumn) => c.format === 'money' || c.format === 'count' || c.format === 'number';

/**
 * The whole report as a file: CSV (UTF-8 with its BOM, so a spreadsheet reads the Arabic) or XLSX
 * (amounts and counts as numbers, the sheet right to left in Arabic), every column of the report.
 */
export async function reportFile(
  q: ReportQuery,
  format: ExportFormat,
  words: ExportWords,
  onProgress: (done: number, total: number) => void,
): Promise<Blob> {
  const { columns } = reportKind(q.report);
  const rows = await everyRow(q, onProgress);
  const value = (c: ReportColumn, r: ReportLine) => {
    const cell = r.cells[c.id] ?? null;
    return format === 'xlsx' && numeric(c) && typeof cell === 'number' ? cell : words.text(c.id, cell);
  };
  if (format === 'xlsx') {
    const sheet: XlsxColumn[] = columns.map((c) => ({
      heading: words.heading(c.id),
      kind: c.format === 'money' ? 'money' : numeric(c) ? 'number' : 'text',
    }));
    return xlsxBlob(
      words.sheet,
      sheet,
      rows.map((r) => columns.map((c) => value(c, r))),
      { rtl: words.rtl },
    );
  }
  const lines = [
    columns.map((c) => csvCell(words.heading(c.id))).join(','),
    ...rows.map((r) => columns.map((c) => csvCell(value(c, r))).join(',')),
  ];
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
