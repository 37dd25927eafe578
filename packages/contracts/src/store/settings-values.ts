// No schema here: the web app's shared time and money helpers take these without the settings schemas.

/**
 * The currencies a store may sell in (ISO 4217); YER is the default (docs/product-rules.md). Their
 * minor-unit digits come from `minorDigits` (platform/money.ts), the one table of them.
 */
export const STORE_CURRENCY_CODES = ['YER', 'SAR', 'USD', 'AED', 'KWD', 'QAR', 'BHD', 'OMR', 'EGP', 'JOD'] as const;
export type StoreCurrency = (typeof STORE_CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: StoreCurrency = 'YER';
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';

/** Each store currency's country (ISO 3166-1 alpha-2); USD is the United States'. */
const CURRENCY_COUNTRIES: Record<string, StoreCurrency> = {
  YE: 'YER',
  SA: 'SAR',
  US: 'USD',
  AE: 'AED',
  KW: 'KWD',
  QA: 'QAR',
  BH: 'BHD',
  OM: 'OMR',
  EG: 'EGP',
  JO: 'JOD',
};

/** The currency a store in `countryId` is offered first at onboarding: its own, else the default (YER). */
export const currencyOfCountry = (countryId: string | null | undefined): StoreCurrency =>
  (countryId && CURRENCY_COUNTRIES[countryId]) || DEFAULT_CURRENCY;

export const DIGIT_STYLES = ['latin', 'arabic'] as const;
export type DigitStyle = (typeof DIGIT_STYLES)[number];
