import { createRequire } from 'node:module';
import type { Font as FontRegistry } from '@react-pdf/renderer';

/**
 * The invoice's typeface: IBM Plex Sans Arabic, the app's own, whose TrueType files ship in an npm
 * package (docs/decisions.md "Invoice PDFs": Amiri stacks letters into calligraphic ligatures and
 * Noto Sans Arabic lost dots in react-pdf).
 */
export const INVOICE_FONT = 'IBM Plex Sans Arabic';

const require = createRequire(import.meta.url);
const fontFile = (weight: string, name: string) =>
  require.resolve(`@expo-google-fonts/ibm-plex-sans-arabic/${weight}/IBMPlexSansArabic_${name}.ttf`);

/** Arabic letters and their presentation forms: a ligature made only of them is drawn right to left. */
const isArabic = (codePoint: number) =>
  (codePoint >= 0x0600 && codePoint <= 0x06ff) ||
  (codePoint >= 0x0750 && codePoint <= 0x077f) ||
  (codePoint >= 0xfb50 && codePoint <= 0xfdff) ||
  (codePoint >= 0xfe70 && codePoint <= 0xfeff);

interface Glyph {
  codePoints: number[];
}
interface LaidOutFont {
  layout: (...args: unknown[]) => { glyphs: Glyph[] };
  getGlyph: (id: number, characters?: number[]) => Glyph | null;
}

/**
 * fontkit keeps one glyph object per id with the characters it was first made for, and a PDF's
 * subset (and a composite glyph's parts) makes glyphs for no characters at all: a letter first met
 * that way kept an empty text mapping, and pdftotext dropped it ("عبدالل", "ك لي") from the invoices
 * drawn after it. A glyph asked for with characters gets them when it has none.
 */
function keepCharactersOfGlyphs(font: LaidOutFont) {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && characters.length && !glyph.codePoints.length) glyph.codePoints = [...characters];
    return glyph;
  };
}

/**
 * A PDF's text layer maps each glyph to the characters it draws, and readers (poppler, pdf.js,
 * PDFium) read a right-to-left line glyph by glyph in visual order, then reverse it. A ligature of
 * Arabic letters (لا, كي, شر) maps to its letters in logical order, so it came out reversed ("المليك"
 * for "الملكي"); mapped in visual order it reads back right. fontkit keeps one glyph object per glyph
 * id and shapes later text from it, so the run gets its own copy of such a glyph and the shared
 * one is never changed (changing it garbled other words after a few invoices).
 */
function mapLigaturesInVisualOrder(font: LaidOutFont) {
  const layout = font.layout.bind(font);
  font.layout = (...args) => {
    const run = layout(...args);
    run.glyphs = run.glyphs.map((glyph) =>
      glyph.codePoints.length > 1 && glyph.codePoints.every(isArabic)
        ? (Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse(), enumerable: true } }) as Glyph)
        : glyph,
    );
    return run;
  };
}

const WEIGHTS = [
  { fontWeight: 400, dir: '400Regular', name: '400Regular' },
  { fontWeight: 600, dir: '600SemiBold', name: '600SemiBold' },
  { fontWeight: 700, dir: '700Bold', name: '700Bold' },
] as const;

let ready: Promise<void> | undefined;

/** Registers the typeface's weights once, loaded and with their text layer mapped in visual order. */
export function registerInvoiceFonts(Font: typeof FontRegistry): Promise<void> {
  ready ??= (async () => {
    Font.register({
      family: INVOICE_FONT,
      fonts: WEIGHTS.map((w) => ({ src: fontFile(w.dir, w.name), fontWeight: w.fontWeight })),
    });
    // Words are never split with hyphens: Arabic does not hyphenate, and SKUs must stay whole.
    Font.registerHyphenationCallback((word) => [word]);
    for (const { fontWeight } of WEIGHTS) {
      const source = Font.getFont({ fontFamily: INVOICE_FONT, fontWeight });
      await source.load();
      keepCharactersOfGlyphs(source.data as unknown as LaidOutFont);
      mapLigaturesInVisualOrder(source.data as unknown as LaidOutFont);
    }
  })();
  return ready;
}
