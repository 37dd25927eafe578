// No schema here: the bank transfer form checks an IBAN as it is typed without zod.

/**
 * IBAN lengths by country (the SWIFT IBAN registry), the Gulf and the Arab countries first. A
 * country missing here has no IBAN, or one this platform does not pay to yet.
 */
const IBAN_LENGTHS: Record<string, number> = {
  SA: 24,
  AE: 23,
  KW: 30,
  BH: 22,
  QA: 29,
  OM: 23,
  JO: 30,
  EG: 29,
  IQ: 23,
  LB: 28,
  PS: 29,
  LY: 25,
  TN: 24,
  MR: 27,
  SD: 18,
  DJ: 27,
  SO: 23,
  TR: 26,
  PK: 24,
  GB: 22,
  IE: 22,
  DE: 22,
  FR: 27,
  ES: 24,
  IT: 27,
  NL: 18,
  BE: 16,
  LU: 20,
  CH: 21,
  AT: 20,
  SE: 24,
  NO: 15,
  DK: 18,
  FI: 18,
  PL: 28,
  PT: 25,
  GR: 27,
  CY: 28,
  MT: 31,
  CZ: 24,
  SK: 24,
  HU: 28,
  RO: 24,
  BG: 22,
  HR: 21,
  SI: 19,
  EE: 20,
  LV: 21,
  LT: 20,
  IS: 26,
  IL: 23,
  GE: 22,
  AZ: 28,
  KZ: 20,
  UA: 29,
  BR: 29,
  MU: 30,
  SC: 31,
};

/** The IBAN as stored: spaces and dashes taken out, letters in upper case, Arabic-Indic digits as 0-9. */
export function normalizeIban(input: string): string {
  return input
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\s-]/g, '')
    .toUpperCase();
}

/** What is wrong with an IBAN (already normalised), or null: its country, its length, its characters or its check digits (mod 97). */
export function ibanProblem(iban: string): 'iban_country' | 'iban_length' | 'iban_check' | null {
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (!/^[A-Z]{2}/.test(iban) || length === undefined) return 'iban_country';
  if (iban.length !== length) return 'iban_length';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'iban_check';
  // The country and check digits go to the end, each letter becomes two digits (A = 10), and the
  // number's remainder by 97 must be 1; worked in pieces so no digit is lost.
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const c of moved) {
    const value = c >= 'A' ? String(c.charCodeAt(0) - 55) : c;
    for (const d of value) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1 ? null : 'iban_check';
}

/** The IBAN in groups of four, as banks print it (SA03 8000 0000 6080 1016 7519). */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
