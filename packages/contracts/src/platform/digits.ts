import type { Language } from '../i18n/plural.ts';

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/**
 * Latin digits in Arabic-Indic form when the store writes them so (its settings) and the text is
 * Arabic: the invoices and the storefront write every number through it.
 */
export const digitsFor =
  (digitStyle: 'latin' | 'arabic', lang: Language) =>
  (text: string): string =>
    lang === 'ar' && digitStyle === 'arabic' ? text.replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)]!) : text;
