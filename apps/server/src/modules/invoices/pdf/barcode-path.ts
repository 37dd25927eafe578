import bwipjs from 'bwip-js';

export interface BarcodePaths {
  width: number;
  height: number;
  /** Vertical bars, grouped by their width. */
  bars: { d: string; width: number }[];
}

/**
 * A Code 128 barcode (a SKU, an invoice number) as vector bars for the PDF: bwip-js draws it as SVG
 * lines, which become react-pdf paths, so it scans at any zoom and on a thermal printer. Text Code
 * 128 cannot hold (outside ASCII) gives null, and the invoice prints the text alone.
 */
export function barcodePaths(text: string): BarcodePaths | null {
  if (!/^[\x20-\x7e]{1,64}$/.test(text)) return null;
  const svg = bwipjs.toSVG({ bcid: 'code128', text, height: 8, includetext: false });
  const box = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  if (!box) return null;
  const bars = [...svg.matchAll(/stroke-width="(\d+(?:\.\d+)?)" d="([^"]+)"/g)].map((m) => ({
    width: Number(m[1]),
    d: m[2]!,
  }));
  return { width: Number(box[1]), height: Number(box[2]), bars };
}
