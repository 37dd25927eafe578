import { FORMULA_START } from '@souqna/contracts';
import { reportKind, type Cell, type ReportLine, type ReportQuery } from './report-kinds.ts';

const EXPORT_PAGE = 100;

/** A CSV cell: quoted when it must be, and never read as a formula by a spreadsheet. */
const cell = (value: Cell) => {
  const text = value == null ? '' : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * Every row of the report over its range, page after page (`onProgress` hears how many of how
 * many), as a UTF-8 CSV with its BOM so a spreadsheet reads the Arabic: every column of the
 * report, headed by `heading`, each cell as `text` writes it (a status's name, a date).
 */
export async function reportCsv(
  q: ReportQuery,
  heading: (columnId: string) => string,
  text: (columnId: string, value: Cell) => Cell,
  onProgress: (done: number, total: number) => void,
): Promise<Blob> {
  const kind = reportKind(q.report);
  const rows: ReportLine[] = [];
  for (let page = 1; ; page += 1) {
    const { items, pagination } = await kind.page(q, page, EXPORT_PAGE);
    rows.push(...items);
    onProgress(rows.length, pagination.total);
    if (page >= pagination.totalPages || !items.length) break;
  }
  const ids = kind.columns.map((c) => c.id);
  const lines = [
    ids.map((id) => cell(heading(id))).join(','),
    ...rows.map((r) => ids.map((id) => cell(text(id, r.cells[id] ?? null))).join(',')),
  ];
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
