import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { InvoiceView } from './invoice-document.ts';
import { renderInvoicePdf } from './render.ts';

// The PDF's text layer (docs/decisions.md "Invoices"): each glyph drawn maps to the characters it
// stands for, in every invoice the process draws, not only the first (fontkit shares glyphs across
// documents). Read without poppler: the ToUnicode maps of the PDF's fonts.

/** Every glyph's characters in the PDF's ToUnicode maps, by font. */
function textMappings(pdf: Buffer): string[][] {
  const fonts: string[][] = [];
  for (const [, body] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let text: string;
    try {
      text = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    if (!text.includes('beginbfrange')) continue;
    const glyphs: string[] = [];
    for (const [, list] of text.matchAll(/<[0-9a-f]+> <[0-9a-f]+> \[([^\]]*)\]/g))
      for (const [, hex] of list!.matchAll(/<([0-9a-f ]*)>/g))
        glyphs.push(
          String.fromCharCode(
            ...hex!
              .split(' ')
              .filter(Boolean)
              .map((h) => parseInt(h, 16)),
          ),
        );
    fonts.push(glyphs.slice(1)); // glyph 0, .notdef, stands for nothing
  }
  return fonts;
}

/** An invoice whose only words of its own are `words` (its lines), in `lang` on `size`. */
const view = (lang: 'ar' | 'en', size: InvoiceView['size'], words: string[]): InvoiceView => ({
  lang,
  size,
  title: 'INV',
  seller: { name: 'S', lines: [] },
  facts: [{ label: 'No', value: 'INV-7', ltr: true }],
  buyer: null,
  columns: { item: 'I', quantity: 'Q', price: 'P', total: 'T' },
  lines: words.map((w) => ({
    name: w,
    details: [],
    sku: null,
    image: null,
    barcode: null,
    quantity: '1',
    price: '10.00',
    total: '10.00',
  })),
  totals: [{ label: 'T', value: '10.00', strong: true }],
  notes: [],
  qr: null,
  footer: '',
  colours: { label: '#111111', data: '#333333' },
  logo: null,
  watermark: null,
  stamp: null,
  invoiceBarcode: null,
});

describe('the text layer of the invoices', () => {
  it('maps every letter of a later invoice, when an earlier one embedded its shape only as part of another letter', async () => {
    // The first invoice's "خ" and "ة" are drawn from the shapes of "ح" and the final "ه" (composite
    // glyphs): embedding them made those shapes without characters, and the next invoice's "كحلي"
    // and "عبدالله" lost their ح and ه in the text layer.
    await renderInvoicePdf(view('ar', 'a4', ['بخور', 'مبسطة']));
    for (const [lang, size] of [
      ['ar', 'a5'],
      ['en', 'receipt'],
    ] as const) {
      const fonts = textMappings(await renderInvoicePdf(view(lang, size, ['كحلي', 'عبدالله'])));
      expect(fonts.length).toBeGreaterThan(0);
      for (const glyphs of fonts) expect(glyphs.filter((g) => g === '')).toEqual([]);
      const mapped = new Set(fonts.flat().join(''));
      for (const letter of 'كحليعبداله') expect([letter, mapped.has(letter)]).toEqual([letter, true]);
    }
  });

  it('maps an Arabic ligature to its letters in drawing order, so readers reverse it back', async () => {
    const fonts = textMappings(await renderInvoicePdf(view('ar', 'a4', ['عطر الملكي'])));
    const ligatures = fonts.flat().filter((g) => g.length > 1);
    // "كي" is drawn as one glyph: mapped as "يك", it reads back as "كي".
    expect(ligatures).toContain('يك');
    expect(ligatures).not.toContain('كي');
  });
});
