import { PassThrough, Readable } from 'node:stream';
import { FORMULA_START, type Language } from '@souqna/contracts';

export type Cell = string | number | null;

/** One column of an exported sheet: its key in each row, its header, and what it holds (all but numbers are guarded against formulas). */
export interface SheetColumn<K extends string> {
  key: K;
  ar: string;
  en: string;
  kind: string;
  width?: number;
}

/** One CSV cell: quoted when it must be; text a spreadsheet would run as a formula gets a leading `'`. */
function csvCell(value: Cell, text: boolean): string {
  if (value == null) return '';
  let s = String(value);
  if (text && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * UTF-8 CSV with a byte-order mark (so Excel shows Arabic), headers in `lang`, written batch by
 * batch as `rows` yields them: an export never holds more than one batch.
 */
export function csvStream<K extends string>(
  columns: readonly SheetColumn<K>[],
  lang: Language,
  rows: AsyncIterable<Record<K, Cell>[]>,
): Readable {
  async function* lines() {
    yield `\uFEFF${columns.map((c) => csvCell(c[lang], true)).join(',')}\r\n`;
    for await (const batch of rows)
      yield batch.map((r) => `${columns.map((c) => csvCell(r[c.key], c.kind !== 'number')).join(',')}\r\n`).join('');
  }
  return Readable.from(lines());
}

/** XLSX written as it is read (exceljs' streaming writer), the sheet right-to-left for Arabic. */
export function xlsxStream<K extends string>(
  sheetName: string,
  columns: readonly SheetColumn<K>[],
  lang: Language,
  rows: AsyncIterable<Record<K, Cell>[]>,
): Readable {
  const out = new PassThrough();
  void (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ rightToLeft: lang === 'ar', state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({ header: c[lang], key: c.key, width: c.width ?? 16 }));
    sheet.getRow(1).font = { bold: true };
    for await (const batch of rows) for (const r of batch) sheet.addRow(r).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
