/**
 * E-mail, phone and code inputs read left to right in both languages. The input turns LTR while
 * its label and icon stay with the page, so the padding is kept the same on both sides.
 */
export const ltrField = {
  dir: 'ltr',
  styles: { input: { paddingInline: 'calc(var(--input-height) * 0.95)' } },
} as const;
