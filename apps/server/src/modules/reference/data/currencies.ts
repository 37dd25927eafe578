import type { ReferenceCurrencyCode } from '@souqna/contracts';

/**
 * ISO 4217 minor-unit digits. Written out rather than read from Intl: ICU rounds YER to 0 digits for
 * display, while the standard (and every payment provider) counts it in 2.
 */
export const MINOR_UNITS: Record<ReferenceCurrencyCode, number> = {
  YER: 2,
  SAR: 2,
  USD: 2,
  AED: 2,
  KWD: 3,
  QAR: 2,
  BHD: 3,
  OMR: 3,
  EGP: 2,
  JOD: 3,
  EUR: 2,
};
