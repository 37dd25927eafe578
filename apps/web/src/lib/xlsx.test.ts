import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { xlsxBlob } from './xlsx.ts';

const open = async (blob: Blob) => {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
};
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('xlsxBlob', () => {
  it('writes a workbook a spreadsheet opens: its parts, well-formed, the sheet right to left in Arabic', async () => {
    const blob = xlsxBlob(
      'الطلبات حسب المنتج',
      [
        { heading: 'المنتج', kind: 'text' },
        { heading: 'القطع', kind: 'number' },
        { heading: 'المبيعات', kind: 'money' },
      ],
      [
        ['مسك أبيض', 3, 345],
        ['عود <كمبودي> & "نادر"', 1, 1234.5],
      ],
      { rtl: true },
    );
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = await open(blob);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    for (const xml of Object.values(files)) expect(parse(xml).getElementsByTagName('parsererror')).toHaveLength(0);
    const sheet = parse(files['xl/worksheets/sheet1.xml']!);
    expect(sheet.getElementsByTagName('sheetView')[0]!.getAttribute('rightToLeft')).toBe('1');
    const cells = [...sheet.getElementsByTagName('c')].map((c) => [c.getAttribute('r'), c.getAttribute('t'), c.textContent]);
    expect(cells).toEqual([
      ['A1', 'inlineStr', 'المنتج'],
      ['B1', 'inlineStr', 'القطع'],
      ['C1', 'inlineStr', 'المبيعات'],
      ['A2', 'inlineStr', 'مسك أبيض'],
      ['B2', null, '3'],
      ['C2', null, '345'],
      ['A3', 'inlineStr', 'عود <كمبودي> & "نادر"'],
      ['B3', null, '1'],
      ['C3', null, '1234.5'],
    ]);
    expect(parse(files['xl/workbook.xml']!).getElementsByTagName('sheet')[0]!.getAttribute('name')).toBe('الطلبات حسب المنتج');
  });

  it('keeps a formula-like text as text, drops what XML cannot hold, and leaves an empty cell out', async () => {
    const files = await open(
      xlsxBlob(
        'Sales by city',
        [
          { heading: 'City', kind: 'text' },
          { heading: 'Sales', kind: 'money' },
        ],
        [
          ['=HYPERLINK("x")', null],
          ['Riyadh\u0000\u0007', 10],
        ],
        { rtl: false },
      ),
    );
    const sheet = parse(files['xl/worksheets/sheet1.xml']!);
    expect(sheet.getElementsByTagName('sheetView')[0]!.hasAttribute('rightToLeft')).toBe(false);
    expect(sheet.getElementsByTagName('f')).toHaveLength(0);
    const cells = [...sheet.getElementsByTagName('c')].map((c) => [c.getAttribute('r'), c.textContent]);
    expect(cells.slice(2)).toEqual([
      ['A2', '=HYPERLINK("x")'],
      ['A3', 'Riyadh'],
      ['B3', '10'],
    ]);
  });
});
