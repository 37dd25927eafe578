import { FORMULA_START, type ReportRow } from '@souqna/contracts';
import { reportPage, type ReportParams } from './api.ts';

const EXPORT_PAGE = 100;
const FIGURES = ['orders', 'units', 'sales', 'discount', 'tax', 'shipping', 'cost', 'profit', 'refunds'] as const;

/** A CSV cell: quoted when it must be, and never read as a formula by a spreadsheet. */
const cell = (value: string | number) => {
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * Every row of the report over its range, page after page (`onProgress` hears how many of how
 * many), as a UTF-8 CSV with its BOM so a spreadsheet reads the Arabic; headings in `headings`.
 */
export async function reportCsv(
  params: ReportParams,
  headings: { name: string } & Record<(typeof FIGURES)[number], string>,
  onProgress: (done: number, total: number) => void,
): Promise<Blob> {
  const rows: ReportRow[] = [];
  for (let page = 1; ; page += 1) {
    const { items, pagination } = await reportPage(params, page, EXPORT_PAGE);
    rows.push(...items);
    onProgress(rows.length, pagination.total);
    if (page >= pagination.totalPages || !items.length) break;
  }
  const lines = [
    [headings.name, ...FIGURES.map((f) => headings[f])].map(cell).join(','),
    ...rows.map((r) => [r.name, ...FIGURES.map((f) => r[f])].map(cell).join(',')),
  ];
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
