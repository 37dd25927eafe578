// No schema here: the web app's shared time and money helpers take these without the settings schemas.

/**
 * The currencies a store may sell in (ISO 4217); YER is the default (docs/product-rules.md). Their
 * minor-unit digits come from `minorDigits` (platform/money.ts), the one table of them.
 */
export const STORE_CURRENCY_CODES = ['YER', 'SAR', 'USD', 'AED', 'KWD', 'QAR', 'BHD', 'OMR', 'EGP', 'JOD'] as const;
export type StoreCurrency = (typeof STORE_CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: StoreCurrency = 'YER';
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';

export const DIGIT_STYLES = ['latin', 'arabic'] as const;
export type DigitStyle = (typeof DIGIT_STYLES)[number];
