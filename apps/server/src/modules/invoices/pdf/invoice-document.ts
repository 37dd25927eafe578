import { createElement as h, type ReactElement, type ReactNode } from 'react';
import type * as Pdf from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import type { InvoiceLogoPosition, InvoiceSize, InvoiceStampPosition } from '@souqna/contracts';
import { barcodePaths } from './barcode-path.ts';
import { INVOICE_FONT } from './fonts.ts';
import { qrPath } from './qr-path.ts';

/**
 * What an invoice says, already in its language and digits: the document only lays it out. Values
 * marked `ltr` (a VAT number, a phone, a SKU) are drawn left to right in their own box, so a
 * right-to-left line never reorders them ("+966…" stays whole).
 */
export interface InvoiceView {
  lang: 'ar' | 'en';
  size: InvoiceSize;
  title: string;
  seller: { name: string; lines: InvoiceField[] };
  facts: InvoiceField[];
  buyer: { heading: string; name: string; lines: InvoiceField[] } | null;
  columns: { item: string; quantity: string; price: string; total: string };
  lines: InvoiceLine[];
  totals: InvoiceField[];
  /** Below the totals: payment, notes. */
  notes: InvoiceField[];
  /** ZATCA's QR (Base64 TLV) and its caption; null for a store without a VAT number. */
  qr: { text: string; caption: string } | null;
  footer: string;
  colours: { label: string; data: string };
  /** The layout's pictures (PNG data URLs): the logo at its size (10–100) and place, the watermark and the stamp at their opacity (0–1). */
  logo: { src: string; size: number; position: InvoiceLogoPosition } | null;
  watermark: { src: string; opacity: number } | null;
  stamp: { src: string; opacity: number; position: InvoiceStampPosition } | null;
  /** The document's number as a Code 128 barcode under the title, when the layout shows it. */
  invoiceBarcode: string | null;
}

export interface InvoiceField {
  label: string;
  value: string;
  ltr?: boolean;
  strong?: boolean;
  /** The value's parts (an address's street and city), each drawn in its own direction, in the invoice's order. */
  parts?: string[];
}

export interface InvoiceLine {
  name: string;
  details: string[];
  sku: string | null;
  /** The product's picture (a PNG data URL) and its SKU as a barcode, when the layout shows them. */
  image: string | null;
  barcode: string | null;
  quantity: string;
  price: string;
  total: string;
}

/** A value's own direction, from its first letter (what `dir="auto"` does): an Arabic name in an English invoice reads right to left. */
function directionOf(content: string, lang: 'ar' | 'en'): 'rtl' | 'ltr' {
  const strong = /[A-Za-z\u00C0-\u024F\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.exec(content)?.[0];
  if (!strong) return lang === 'ar' ? 'rtl' : 'ltr';
  return /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(strong) ? 'rtl' : 'ltr';
}

/** The paper: A4 and A5 in points, the 80 mm receipt as long as its content. */
const PAPER: Record<InvoiceSize, { size: Pdf.PageProps['size']; padding: number; font: number; qr: number; scale: number }> = {
  a4: { size: 'A4', padding: 36, font: 10, qr: 92, scale: 1 },
  a5: { size: 'A5', padding: 24, font: 8, qr: 72, scale: 0.75 },
  receipt: { size: { width: 226.77 } as Pdf.PageProps['size'], padding: 10, font: 7.5, qr: 110, scale: 0.7 },
};

/** Where the logo and the stamp sit on the page, whatever the invoice's direction (the merchant chose a side of the paper). */
const ACROSS = { right: 'flex-end', center: 'center', left: 'flex-start' } as const;

type Kit = Pick<typeof Pdf, 'Document' | 'Page' | 'Text' | 'View' | 'Svg' | 'Path' | 'G' | 'Image'>;

/**
 * One PDF of invoices (`render.ts` draws it), each on its own pages: one invoice, or the orders a
 * merchant printed together. For the components of `@react-pdf/renderer` given.
 */
export function invoiceDocument(kit: Kit, views: InvoiceView[]): ReactElement {
  const first = views[0]!;
  return h(
    kit.Document,
    {
      title: views.length === 1 ? `${first.title} ${first.facts[0]?.value ?? ''}` : first.title,
      language: first.lang,
      creator: 'Souqna',
      producer: 'Souqna',
    },
    ...views.map((view, i) => invoicePage(kit, view, i)),
  );
}

/** An invoice's pages: a page that flows onto as many as its lines need. */
function invoicePage(kit: Kit, view: InvoiceView, key: number): ReactElement {
  const { Page, Text, View, Svg, Path, G, Image } = kit;
  const rtl = view.lang === 'ar';
  const paper = PAPER[view.size];
  const receipt = view.size === 'receipt';
  const row = rtl ? 'row-reverse' : 'row';
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const label = { color: view.colours.label } satisfies Style;
  const data = { color: view.colours.data } satisfies Style;
  const border = '#d9d4cc';

  /**
   * Words of the invoice read in its language's direction; the store's and the buyer's data in
   * their own (`auto`). Words in both languages (one per line) are one text each, each line in
   * its own direction, so "Invoice no.:" keeps its dot and colon at its end under the Arabic.
   */
  const text = (content: string, style: Style = {}, direction: 'ltr' | 'auto' | 'page' = 'page'): ReactElement =>
    content.includes('\n') && direction !== 'ltr'
      ? h(View, {}, ...content.split('\n').map((line, i) => text(line, style, i === 0 ? direction : 'auto')))
      : h(
          Text,
          {
            style: {
              direction:
                direction === 'ltr' ? 'ltr' : direction === 'auto' ? directionOf(content, view.lang) : rtl ? 'rtl' : 'ltr',
              textAlign: start,
              ...style,
            },
          },
          content,
        );
  const box = (style: Style, ...children: ReactNode[]) => h(View, { style }, ...children);

  /** "Label: value" on one line; the value in its own box when it reads left to right. */
  const field = (f: InvoiceField, key: string | number, align: 'start' | 'end' = 'start') =>
    h(
      View,
      {
        key,
        style: {
          flexDirection: row,
          justifyContent: align === 'end' ? 'space-between' : 'flex-start',
          gap: 4,
          marginBottom: 2,
        },
      },
      text(align === 'end' ? f.label : `${f.label}:`, { ...label, fontWeight: f.strong ? 700 : 400 }),
      f.parts && f.parts.length > 1
        ? box(
            { flexDirection: row, flexWrap: 'wrap', flexShrink: 1 },
            ...f.parts.flatMap((part, i) => [
              ...(i > 0 ? [text(rtl ? '،\u00a0' : ',\u00a0', data)] : []),
              text(part, { ...data, fontWeight: f.strong ? 700 : 400 }, 'auto'),
            ]),
          )
        : text(
            f.value,
            { ...data, fontWeight: f.strong ? 700 : 400, textAlign: align === 'end' ? end : start },
            f.ltr ? 'ltr' : 'auto',
          ),
    );

  const code = view.qr ? qrPath(view.qr.text) : null;
  const qr =
    view.qr && code
      ? box(
          { alignItems: 'center', gap: 3, width: paper.qr },
          h(
            Svg,
            { width: paper.qr, height: paper.qr, viewBox: `0 0 ${code.size} ${code.size}` },
            h(Path, { d: code.d, fill: '#000000' }),
          ),
          text(view.qr.caption, { fontSize: paper.font - 2, color: '#6b6b6b', textAlign: 'center' }),
        )
      : null;

  /** A Code 128 barcode `height` points tall, or nothing when the text cannot be one. */
  const barcode = (content: string, height: number) => {
    const code = barcodePaths(content);
    if (!code) return null;
    return h(
      Svg,
      { width: (code.width / code.height) * height, height, viewBox: `0 0 ${code.width} ${code.height}` },
      h(G, {}, ...code.bars.map((bar, i) => h(Path, { key: i, d: bar.d, stroke: '#000000', strokeWidth: bar.width }))),
    );
  };

  const logo = view.logo
    ? box(
        { alignItems: receipt ? 'center' : ACROSS[view.logo.position], marginBottom: 8 },
        h(Image, { src: view.logo.src, style: { height: view.logo.size * 1.6 * paper.scale, objectFit: 'contain' } }),
      )
    : null;

  const header = box(
    {
      flexDirection: receipt ? 'column' : row,
      justifyContent: 'space-between',
      alignItems: receipt ? 'center' : 'flex-start',
      gap: 10,
      paddingBottom: 10,
      borderBottomWidth: 1,
      borderBottomColor: border,
    },
    box(
      { flexGrow: 1, flexShrink: 1, alignItems: receipt ? 'center' : rtl ? 'flex-end' : 'flex-start' },
      text(
        view.seller.name,
        { ...label, fontSize: paper.font + 6, lineHeight: 1.3, fontWeight: 700, textAlign: receipt ? 'center' : start },
        'auto',
      ),
      ...view.seller.lines.map((f, i) => field(f, i)),
    ),
    box(
      { alignItems: receipt ? 'center' : rtl ? 'flex-start' : 'flex-end', gap: 4 },
      text(view.title, {
        ...label,
        fontSize: paper.font + 4,
        lineHeight: 1.3,
        fontWeight: 700,
        textAlign: receipt ? 'center' : end,
      }),
      ...view.facts.map((f, i) => field(f, i)),
      ...(view.invoiceBarcode ? [barcode(view.invoiceBarcode, 22 * paper.scale)] : []),
    ),
  );

  const buyer = view.buyer
    ? box(
        { paddingVertical: 8, borderBottomWidth: 1, borderBottomColor: border },
        text(view.buyer.heading, { ...label, fontWeight: 700, marginBottom: 2 }),
        text(view.buyer.name, { ...data, fontWeight: 600 }, 'auto'),
        ...view.buyer.lines.map((f, i) => field(f, i)),
      )
    : null;

  const cell = (content: string, width: Style['width'], style: Style = {}) =>
    box({ width, paddingHorizontal: 3 }, text(content, { ...data, ...style }));

  const tableHead = receipt
    ? null
    : box(
        { flexDirection: row, backgroundColor: '#f3efe8', paddingVertical: 5, marginTop: 8 },
        cell(view.columns.item, '52%', { ...label, fontWeight: 700 }),
        cell(view.columns.quantity, '12%', { ...label, fontWeight: 700, textAlign: 'center' }),
        cell(view.columns.price, '18%', { ...label, fontWeight: 700, textAlign: end }),
        cell(view.columns.total, '18%', { ...label, fontWeight: 700, textAlign: end }),
      );

  const lineRows = view.lines.map((line, i) => {
    const about = box(
      { flexShrink: 1 },
      text(line.name, { ...data, fontWeight: 600 }, 'auto'),
      ...line.details.map((d) => text(d, { color: '#6b6b6b', fontSize: paper.font - 1 }, 'auto')),
      ...(line.sku ? [text(line.sku, { color: '#6b6b6b', fontSize: paper.font - 1 }, 'ltr')] : []),
      ...(line.barcode ? [barcode(line.barcode, 16 * paper.scale)] : []),
    );
    const name = line.image
      ? box(
          { flexDirection: row, gap: 5, alignItems: 'flex-start' },
          h(Image, {
            src: line.image,
            style: { width: 28 * paper.scale, height: 28 * paper.scale, objectFit: 'cover', borderRadius: 3 },
          }),
          about,
        )
      : about;
    if (receipt)
      return box(
        { paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: border },
        name,
        box(
          { flexDirection: row, justifyContent: 'space-between' },
          text(`${line.quantity} × ${line.price}`, data),
          text(line.total, { ...data, fontWeight: 600 }),
        ),
      );
    return h(
      View,
      {
        key: i,
        wrap: false,
        style: { flexDirection: row, paddingVertical: 5, borderBottomWidth: 0.5, borderBottomColor: border },
      },
      box({ width: '52%', paddingHorizontal: 3 }, name),
      cell(line.quantity, '12%', { textAlign: 'center' }),
      cell(line.price, '18%', { textAlign: end }),
      cell(line.total, '18%', { textAlign: end, fontWeight: 600 }),
    );
  });

  const totals = box(
    { marginTop: 10, width: receipt ? '100%' : '45%', alignSelf: rtl ? 'flex-start' : 'flex-end' },
    ...view.totals.map((f, i) =>
      h(
        View,
        {
          key: i,
          style: f.strong ? { borderTopWidth: 1, borderTopColor: view.colours.label, paddingTop: 4, marginTop: 2 } : {},
        },
        field(f, i, 'end'),
      ),
    ),
  );

  const stamp = view.stamp
    ? box(
        { alignItems: ACROSS[view.stamp.position.replace('bottom-', '') as InvoiceLogoPosition], marginTop: 10 },
        h(Image, { src: view.stamp.src, style: { width: 96 * paper.scale, opacity: view.stamp.opacity, objectFit: 'contain' } }),
      )
    : null;

  // Behind everything, in the middle of every page.
  const watermark = view.watermark
    ? h(
        View,
        {
          fixed: true,
          style: { position: 'absolute', top: 0, bottom: 0, left: 0, right: 0, justifyContent: 'center', alignItems: 'center' },
        },
        h(Image, { src: view.watermark.src, style: { width: '60%', opacity: view.watermark.opacity, objectFit: 'contain' } }),
      )
    : null;

  const footer = box(
    { marginTop: 14, gap: 2 },
    ...view.notes.map((f, i) => field(f, i)),
    stamp,
    ...(receipt && qr ? [box({ marginTop: 8 }, qr)] : []),
    text(view.footer, { color: '#6b6b6b', fontSize: paper.font - 1, textAlign: 'center', marginTop: 10 }),
  );

  return h(
    Page,
    {
      key,
      size: paper.size,
      // Kerning off: the bold weights kern ل against ض, and text readers then break "الضريبة" in two.
      style: {
        fontFamily: INVOICE_FONT,
        fontSize: paper.font,
        padding: paper.padding,
        lineHeight: 1.45,
        fontFeatureSettings: { kern: 0 },
      },
    },
    watermark,
    logo,
    receipt || !qr ? header : box({ flexDirection: row, gap: 12 }, box({ flexGrow: 1, flexShrink: 1 }, header), qr),
    buyer,
    tableHead,
    ...lineRows,
    totals,
    footer,
  );
}
