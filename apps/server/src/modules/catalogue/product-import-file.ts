import type { FastifyRequest } from 'fastify';
import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@souqna/contracts';
import { AppError } from '../../platform/errors.ts';
import { readOneFile } from '../../platform/uploads/multipart.ts';

/** A sheet as text: the header row and the rows under it (with their spreadsheet row number), every cell a string. */
export interface Sheet {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}
type Numbered = { row: number; cells: string[] };

const tooLarge = () => new AppError('FILE_TOO_LARGE', 'import.tooLarge', { max: IMPORT_MAX_BYTES / 1024 / 1024 });
const notASheet = () => new AppError('UNSUPPORTED_FILE_TYPE', 'import.notASheet');

/** The one file of a multipart request, read whole (at most 5 MB, the multipart limit). */
export async function readUpload(req: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  const file = await readOneFile(req, { notMultipart: notASheet, tooLarge, oneFile: 'import.oneFile' });
  if (file.data.length > IMPORT_MAX_BYTES) throw tooLarge();
  return file;
}

const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

/** UTF-8 (with or without BOM), or Windows-1256, which Excel on Arabic Windows writes for "CSV". */
function decode(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1256').decode(data);
  }
}

function readCsv(data: Buffer): Numbered[] {
  if (data.includes(0)) throw notASheet();
  const text = decode(data).replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best));
  try {
    const records = parse(text, { delimiter, relax_column_count: true, relax_quotes: true }) as string[][];
    return records.map((cells, i) => ({ row: i + 1, cells }));
  } catch {
    throw new AppError('BAD_REQUEST', 'import.unreadable');
  }
}

/** A cell of exceljs as the text a merchant sees in it. */
function cellText(value: unknown): string {
  if (value == null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value);
  const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
  if (v.richText) return v.richText.map((r) => r.text).join('');
  if (v.text !== undefined) return cellText(v.text);
  if (v.result !== undefined) return cellText(v.result);
  return '';
}

async function readXlsx(data: Buffer): Promise<Numbered[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new AppError('BAD_REQUEST', 'import.unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: Numbered[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    rows.push({
      row: row.number,
      cells: Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1])),
    });
  });
  return rows;
}

/**
 * The sheet of an uploaded CSV or XLSX file: the first worksheet of an XLSX; a CSV in UTF-8 or
 * Windows-1256, separated by commas, semicolons or tabs (whichever the header uses). Rows whose cells
 * are all empty are dropped; more than `IMPORT_MAX_ROWS` rows is refused.
 */
export async function readSheet(file: { name: string; data: Buffer }): Promise<Sheet> {
  const zip = isZip(file.data);
  if (!zip && /\.xlsx$/i.test(file.name)) throw notASheet();
  if (zip && !/\.xlsx$/i.test(file.name) && file.name) throw notASheet();
  const table = (zip ? await readXlsx(file.data) : readCsv(file.data)).filter((r) => r.cells.some((c) => c.trim()));
  const [header, ...rows] = table;
  if (!header) throw new AppError('BAD_REQUEST', 'import.empty');
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError('BAD_REQUEST', 'import.tooManyRows', { max: IMPORT_MAX_ROWS });
  return { headers: header.cells, rows };
}
